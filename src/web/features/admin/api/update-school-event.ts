import { schoolEventSchema, type SchoolEventInput } from '@/shared/schemas/school-events';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';
import { schoolEventsKey } from './list-school-events';
import { settingsKeys } from './settings-keys';

export const updateSchoolEvent = ({ id, ...event }: SchoolEventInput & { id: string }) =>
  fetchParsed(schoolEventSchema, `/api/admin/school-events/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: event,
  });

/** PUT /api/admin/school-events/:id. */
export const useUpdateSchoolEvent = () =>
  useInvalidatingMutation(updateSchoolEvent, [schoolEventsKey, settingsKeys.activityAll]);
