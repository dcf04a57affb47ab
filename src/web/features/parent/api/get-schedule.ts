import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChildSchedule } from '@/shared/schemas/parent';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { parentKeys } from './parent-keys';

/** GET /api/parent/schedule: the week of each child. */
export function getSchedule(): Promise<ChildSchedule> {
  return authorizedFetch<ChildSchedule>('/api/parent/schedule');
}

export const scheduleQuery = queryOptions({ queryKey: parentKeys.schedule, queryFn: getSchedule });

export function useSchedule() {
  return useQuery(scheduleQuery);
}
