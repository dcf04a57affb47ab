import { queryOptions, useQuery } from '@tanstack/react-query';
import { teacherAssignmentSchema } from '@/shared/schemas/assignments';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { assignmentsKeys } from './assignments-keys';

export const listAssignments = () =>
  fetchParsed(teacherAssignmentSchema.array(), '/api/teacher/assignments');

export const assignmentsQueryOptions = () =>
  queryOptions({ queryKey: assignmentsKeys.all, queryFn: listAssignments });

/** GET /api/teacher/assignments: the teacher's assignments, newest first. */
export const useAssignments = () => useQuery(assignmentsQueryOptions());
