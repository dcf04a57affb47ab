import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageSchema } from '@/shared/schemas/settings';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { listParams } from '@/web/lib/list-params';
import { settingsKeys } from './settings-keys';

export interface ActivityFilter {
  /** A person's user id, or '' for everyone. */
  actor: string;
  /** A kind (audit action), or '' for every kind. */
  action: string;
  page: number;
}

export function listActivity(filter: ActivityFilter) {
  const { page, actor, action } = filter;
  return fetchParsed(auditPageSchema, `/api/admin/audit?${listParams({ page, actor, action })}`);
}

export const activityQueryOptions = (filter: ActivityFilter) =>
  queryOptions({
    queryKey: settingsKeys.activity(filter),
    queryFn: () => listActivity(filter),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/audit: one page of the school's activity, newest first. */
export const useActivity = (filter: ActivityFilter) => useQuery(activityQueryOptions(filter));
