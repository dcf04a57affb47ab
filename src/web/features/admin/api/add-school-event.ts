import { schoolEventSchema, type SchoolEventInput } from '@/shared/schemas/school-events';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';
import { schoolEventsKey } from './list-school-events';
import { settingsKeys } from './settings-keys';

export const addSchoolEvent = (event: SchoolEventInput) =>
  fetchParsed(schoolEventSchema, '/api/admin/school-events', { method: 'POST', body: event });

/** POST /api/admin/school-events: an event in everyone's calendar feed. */
export const useAddSchoolEvent = () =>
  useInvalidatingMutation(addSchoolEvent, [schoolEventsKey, settingsKeys.activityAll]);
