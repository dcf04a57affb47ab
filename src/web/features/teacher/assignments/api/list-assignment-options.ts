import { queryOptions, useQuery } from '@tanstack/react-query';
import { assignmentOptionsSchema } from '@/shared/schemas/assignments';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { assignmentsKeys } from './assignments-keys';

export const listAssignmentOptions = () =>
  fetchParsed(assignmentOptionsSchema, '/api/teacher/assignments/options');

export const assignmentOptionsQueryOptions = () =>
  queryOptions({ queryKey: assignmentsKeys.options, queryFn: listAssignmentOptions });

/** GET /api/teacher/assignments/options: the form's subjects and the teacher's classes. */
export const useAssignmentOptions = () => useQuery(assignmentOptionsQueryOptions());
