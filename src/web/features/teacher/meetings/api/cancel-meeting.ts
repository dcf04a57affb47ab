import { meetingSchema } from '@/shared/schemas/meetings';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { meetingsKeys } from './meetings-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

export const cancelMeeting = (id: string) =>
  fetchParsed(meetingSchema, `/api/teacher/meetings/${id}/cancel`, { method: 'POST' });

/** POST /api/teacher/meetings/:id/cancel: the guardian is emailed; the list refreshes. */
export function useCancelMeeting() {
  return useInvalidatingMutation(cancelMeeting, [meetingsKeys.upcoming]);
}
