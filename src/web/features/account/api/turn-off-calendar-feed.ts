import { type CalendarFeed, calendarFeedSchema } from '@/shared/schemas/calendar-feeds';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';
import { calendarFeedKey } from './get-calendar-feed';

export const turnOffCalendarFeed = () =>
  fetchParsed(calendarFeedSchema, '/api/calendar-feed', { method: 'DELETE' });

/** DELETE /api/calendar-feed: its address then answers nothing. */
export const useTurnOffCalendarFeed = () =>
  useInvalidatingMutation<CalendarFeed, void>(turnOffCalendarFeed, [calendarFeedKey]);
