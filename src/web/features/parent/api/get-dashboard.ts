import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentDashboard } from '@/shared/schemas/parent';
import { parentDashboardSchema } from '@/shared/schemas/parent';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { parentKeys } from './parent-keys';

/** GET /api/parent/dashboard: every card and tile of one child in one request (first child if none). */
export function getDashboard(studentId: string | null): Promise<ParentDashboard> {
  const query = studentId ? `?studentId=${encodeURIComponent(studentId)}` : '';
  return fetchParsed(parentDashboardSchema, `/api/parent/dashboard${query}`);
}

export const dashboardQuery = (studentId: string | null) =>
  queryOptions({
    queryKey: parentKeys.dashboard(studentId),
    queryFn: () => getDashboard(studentId),
    // Switching child keeps the last child's cards until the new ones arrive (no flash of skeletons).
    placeholderData: keepPreviousData,
  });

/** `enabled` false until the signed-in user is known (their remembered child comes first). */
export function useDashboard(studentId: string | null, enabled = true) {
  return useQuery({ ...dashboardQuery(studentId), enabled });
}
