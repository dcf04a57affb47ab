import {
  schoolCalendarEntrySchema,
  type SchoolCalendarEntryInput,
} from '@/shared/schemas/school-calendar';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { settingsKeys } from './settings-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

export const addCalendarEntry = (entry: SchoolCalendarEntryInput) =>
  fetchParsed(schoolCalendarEntrySchema, '/api/admin/school-calendar', {
    method: 'POST',
    body: entry,
  });

/** POST /api/admin/school-calendar: a term, holiday or extra school day. */
export function useAddCalendarEntry() {
  return useInvalidatingMutation(addCalendarEntry, [
    settingsKeys.calendar,
    settingsKeys.activityAll,
  ]);
}
