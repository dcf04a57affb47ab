import { queryOptions, useQuery } from '@tanstack/react-query';
import { schoolEventsSchema } from '@/shared/schemas/school-events';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { settingsKeys } from './settings-keys';

export const schoolEventsKey = [...settingsKeys.settings, 'events'] as const;

export const listSchoolEvents = () => fetchParsed(schoolEventsSchema, '/api/admin/school-events');

export const schoolEventsQueryOptions = () =>
  queryOptions({ queryKey: schoolEventsKey, queryFn: listSchoolEvents });

/** GET /api/admin/school-events: the school's events, in date order. */
export const useSchoolEvents = () => useQuery(schoolEventsQueryOptions());
