import { type MeetingValues, meetingSchema } from '@/shared/schemas/meetings';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { meetingsKeys } from './meetings-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

export const scheduleMeeting = (input: MeetingValues) =>
  fetchParsed(meetingSchema, '/api/teacher/meetings', { method: 'POST', body: input });

/** POST /api/teacher/meetings: the guardian is emailed; the list refreshes. */
export function useScheduleMeeting() {
  return useInvalidatingMutation(scheduleMeeting, [meetingsKeys.upcoming]);
}
