import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MeetingValues, meetingSchema } from '@/shared/schemas/meetings';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { meetingsKeys } from './meetings-keys';

export const scheduleMeeting = (input: MeetingValues) =>
  fetchParsed(meetingSchema, '/api/teacher/meetings', { method: 'POST', body: input });

/** POST /api/teacher/meetings: the guardian is emailed; the list refreshes. */
export function useScheduleMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingsKeys.upcoming }),
  });
}
