import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChildOverview } from '@/shared/schemas/parent';
import { childOverviewSchema } from '@/shared/schemas/parent';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { parentKeys } from './parent-keys';

/** GET /api/parent/children: each child with class, teachers, attendance, pending work, balance. */
export function listChildren(): Promise<ChildOverview[]> {
  return fetchParsed(childOverviewSchema.array(), '/api/parent/children');
}

export const childrenQuery = queryOptions({ queryKey: parentKeys.children, queryFn: listChildren });

export function useChildren() {
  return useQuery(childrenQuery);
}
