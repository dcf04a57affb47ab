import { queryOptions, useQuery } from '@tanstack/react-query';
import { schoolCalendarSchema } from '@/shared/schemas/school-calendar';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { settingsKeys } from './settings-keys';

export const getSchoolCalendar = () =>
  fetchParsed(schoolCalendarSchema, '/api/admin/school-calendar');

export const schoolCalendarQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.calendar, queryFn: getSchoolCalendar });

/** GET /api/admin/school-calendar: terms, holidays and extra school days, in date order. */
export const useSchoolCalendar = () => useQuery(schoolCalendarQueryOptions());
