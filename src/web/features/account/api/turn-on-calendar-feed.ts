import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CalendarFeedAddress,
  calendarFeedAddressSchema,
} from '@/shared/schemas/calendar-feeds';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { calendarFeedKey } from './get-calendar-feed';

export const turnOnCalendarFeed = () =>
  fetchParsed(calendarFeedAddressSchema, '/api/calendar-feed', { method: 'POST' });

/**
 * POST /api/calendar-feed: turns the feed on, or gives it a new address (the old one stops). The
 * address comes only in this answer: `onMade` gets it.
 */
export function useTurnOnCalendarFeed(onMade: (made: CalendarFeedAddress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOnCalendarFeed,
    onSuccess: async (made) => {
      onMade(made);
      await queryClient.invalidateQueries({ queryKey: calendarFeedKey });
    },
  });
}
