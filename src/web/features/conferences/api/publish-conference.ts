import {
  type ConferenceSessionValues,
  conferenceSessionSchema,
} from '@/shared/schemas/conferences';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';
import { conferencesKeys } from './conferences-keys';

export const publishConference = (input: ConferenceSessionValues) =>
  fetchParsed(conferenceSessionSchema, '/api/conferences', { method: 'POST', body: input });

/** POST /api/conferences: the session's families can book it at once; the list refreshes. */
export function usePublishConference() {
  return useInvalidatingMutation(publishConference, [conferencesKeys.sessions]);
}
