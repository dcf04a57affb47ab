import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentReports } from '@/shared/schemas/parent';
import { parentReportsSchema } from '@/shared/schemas/parent';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { parentKeys } from './parent-keys';

/** GET /api/parent/reports: attendance and grades per child by term, and the monthly rates. */
export function getReports(): Promise<ParentReports> {
  return fetchParsed(parentReportsSchema, '/api/parent/reports');
}

export const reportsQuery = queryOptions({ queryKey: parentKeys.reports, queryFn: getReports });

export function useReports() {
  return useQuery(reportsQuery);
}
