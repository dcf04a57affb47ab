import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentReports } from '@/shared/schemas/parent';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { parentKeys } from './parent-keys';

/** GET /api/parent/reports: attendance and grades per child by term, and the monthly rates. */
export function getReports(): Promise<ParentReports> {
  return authorizedFetch<ParentReports>('/api/parent/reports');
}

export const reportsQuery = queryOptions({ queryKey: parentKeys.reports, queryFn: getReports });

export function useReports() {
  return useQuery(reportsQuery);
}
