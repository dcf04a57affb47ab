import { queryOptions, useQuery } from '@tanstack/react-query';
import { queuedSubmissionSchema } from '@/shared/schemas/assignments';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { assignmentsKeys } from './assignments-keys';

export const listGradingQueue = () =>
  fetchParsed(queuedSubmissionSchema.array(), '/api/teacher/grading-queue');

export const gradingQueueQueryOptions = () =>
  queryOptions({ queryKey: assignmentsKeys.gradingQueue, queryFn: listGradingQueue });

/** GET /api/teacher/grading-queue: handed-in work waiting for a grade. */
export const useGradingQueue = () => useQuery(gradingQueueQueryOptions());
