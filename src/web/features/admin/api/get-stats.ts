import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminStats, adminStatsSchema } from '@/shared/schemas/people';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { parseAnswer } from '@/web/lib/fetch-parsed';

export const statsQueryKey = ['admin', 'stats'] as const;

/** GET /api/admin/stats: the four tiles' counts and trends. */
export async function getStats(): Promise<AdminStats> {
  return parseAnswer(
    adminStatsSchema,
    await authorizedFetch('/api/admin/stats'),
    'The server sent counts it could not read',
  );
}

export const statsQueryOptions = queryOptions({ queryKey: statsQueryKey, queryFn: getStats });

export function useStats() {
  return useQuery(statsQueryOptions);
}
