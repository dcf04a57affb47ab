import { queryOptions, useQuery } from '@tanstack/react-query';
import { conferenceSessionSchema } from '@/shared/schemas/conferences';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { conferencesKeys } from './conferences-keys';

export const listConferences = () =>
  fetchParsed(conferenceSessionSchema.array(), '/api/conferences');

export const conferencesQueryOptions = () =>
  queryOptions({ queryKey: conferencesKeys.sessions, queryFn: listConferences });

/** GET /api/conferences: the teacher's conference sessions from today on. */
export const useConferences = () => useQuery(conferencesQueryOptions());
