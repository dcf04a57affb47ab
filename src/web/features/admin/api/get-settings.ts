import { queryOptions, useQuery } from '@tanstack/react-query';
import { schoolSettingsSchema } from '@/shared/schemas/settings';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { settingsKeys } from './settings-keys';

export const getSettings = () => fetchParsed(schoolSettingsSchema, '/api/admin/settings');

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.settings, queryFn: getSettings });

/** GET /api/admin/settings: the school's settings, its code included. */
export const useSettings = () => useQuery(settingsQueryOptions());
