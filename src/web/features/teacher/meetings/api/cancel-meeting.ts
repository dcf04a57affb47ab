import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingSchema } from '@/shared/schemas/meetings';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { meetingsKeys } from './meetings-keys';

export const cancelMeeting = (id: string) =>
  fetchParsed(meetingSchema, `/api/teacher/meetings/${id}/cancel`, { method: 'POST' });

/** POST /api/teacher/meetings/:id/cancel: the guardian is emailed; the list refreshes. */
export function useCancelMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingsKeys.upcoming }),
  });
}
