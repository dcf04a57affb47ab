import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppError } from '@/shared/errors';
import { type AdminStats, adminStatsSchema } from '@/shared/schemas/people';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';

export const statsQueryKey = ['admin', 'stats'] as const;

/** GET /api/admin/stats: the four tiles' counts and trends. */
export async function getStats(): Promise<AdminStats> {
  const parsed = adminStatsSchema.safeParse(await authorizedFetch('/api/admin/stats'));
  if (!parsed.success) throw new AppError('INTERNAL', 'The server sent counts it could not read');
  return parsed.data;
}

export const statsQueryOptions = queryOptions({ queryKey: statsQueryKey, queryFn: getStats });

export function useStats() {
  return useQuery(statsQueryOptions);
}
