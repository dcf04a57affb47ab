import { queryOptions, useQuery } from '@tanstack/react-query';
import { conferenceScheduleSchema } from '@/shared/schemas/conferences';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { conferencesKeys } from './conferences-keys';

export const getConferenceSchedule = (id: string) =>
  fetchParsed(conferenceScheduleSchema, `/api/conferences/${id}/schedule`);

export const conferenceScheduleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: conferencesKeys.schedule(id),
    queryFn: () => getConferenceSchedule(id),
  });

/** GET /api/conferences/:id/schedule: every slot of the session, booked ones with the child. */
export const useConferenceSchedule = (id: string) => useQuery(conferenceScheduleQueryOptions(id));
