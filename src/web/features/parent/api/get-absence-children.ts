import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AbsenceChildren, absenceChildrenSchema } from '@/shared/schemas/absence-notes';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { parentKeys } from './parent-keys';

/** GET /api/parent/absence-notes/children: the children, their timetables' periods, today. */
export function getAbsenceChildren(): Promise<AbsenceChildren> {
  return fetchParsed(absenceChildrenSchema, '/api/parent/absence-notes/children');
}

export const absenceChildrenQuery = queryOptions({
  queryKey: parentKeys.absenceChildren,
  queryFn: getAbsenceChildren,
});

export function useAbsenceChildren(enabled = true) {
  return useQuery({ ...absenceChildrenQuery, enabled });
}
