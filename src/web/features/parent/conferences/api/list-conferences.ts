import { queryOptions, useQuery } from '@tanstack/react-query';
import { parentConferenceSchema } from '@/shared/schemas/conferences';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { conferenceKeys } from './conference-keys';

export const listConferences = () =>
  fetchParsed(parentConferenceSchema.array(), '/api/parent/conferences');

export const conferencesQueryOptions = () =>
  queryOptions({ queryKey: conferenceKeys.all, queryFn: listConferences });

/** GET /api/parent/conferences: sessions open to the children, free slots and their bookings. */
export const useConferences = () => useQuery(conferencesQueryOptions());
