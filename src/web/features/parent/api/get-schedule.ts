import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChildSchedule } from '@/shared/schemas/parent';
import { childScheduleSchema } from '@/shared/schemas/parent';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { parentKeys } from './parent-keys';

/** GET /api/parent/schedule: the week of each child. */
export function getSchedule(): Promise<ChildSchedule> {
  return fetchParsed(childScheduleSchema, '/api/parent/schedule');
}

export const scheduleQuery = queryOptions({ queryKey: parentKeys.schedule, queryFn: getSchedule });

export function useSchedule() {
  return useQuery(scheduleQuery);
}
