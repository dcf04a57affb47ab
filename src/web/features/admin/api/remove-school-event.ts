import { schoolEventsSchema } from '@/shared/schemas/school-events';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useStoringMutation } from '@/web/lib/use-storing-mutation';
import { schoolEventsKey } from './list-school-events';
import { settingsKeys } from './settings-keys';

export const removeSchoolEvent = (id: string) =>
  fetchParsed(schoolEventsSchema, `/api/admin/school-events/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

/** DELETE /api/admin/school-events/:id; answers the events as they are now. */
export const useRemoveSchoolEvent = () =>
  useStoringMutation(removeSchoolEvent, () => schoolEventsKey, [settingsKeys.activityAll]);
