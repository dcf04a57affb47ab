import { schoolCalendarSchema } from '@/shared/schemas/school-calendar';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useStoringMutation } from '@/web/lib/use-storing-mutation';
import { settingsKeys } from './settings-keys';

export const removeCalendarEntry = (id: string) =>
  fetchParsed(schoolCalendarSchema, `/api/admin/school-calendar/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

/** DELETE /api/admin/school-calendar/:id; answers the calendar as it is now. */
export const useRemoveCalendarEntry = () =>
  useStoringMutation(removeCalendarEntry, () => settingsKeys.calendar, [settingsKeys.activityAll]);
