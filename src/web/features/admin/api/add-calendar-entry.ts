import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  schoolCalendarEntrySchema,
  type SchoolCalendarEntryInput,
} from '@/shared/schemas/school-calendar';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { settingsKeys } from './settings-keys';

export const addCalendarEntry = (entry: SchoolCalendarEntryInput) =>
  fetchParsed(schoolCalendarEntrySchema, '/api/admin/school-calendar', {
    method: 'POST',
    body: entry,
  });

/** POST /api/admin/school-calendar: a term, holiday or extra school day. */
export function useAddCalendarEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCalendarEntry,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.calendar }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.activityAll }),
      ]),
  });
}
