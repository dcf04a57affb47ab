import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingSchema } from '@/shared/schemas/meetings';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { meetingsKeys } from './meetings-keys';

export const listMeetings = () => fetchParsed(meetingSchema.array(), '/api/teacher/meetings');

export const meetingsQueryOptions = () =>
  queryOptions({ queryKey: meetingsKeys.upcoming, queryFn: listMeetings });

/** GET /api/teacher/meetings: the teacher's upcoming scheduled meetings, soonest first. */
export const useMeetings = () => useQuery(meetingsQueryOptions());
