import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarFeedSchema } from '@/shared/schemas/calendar-feeds';
import { fetchParsed } from '@/web/lib/fetch-parsed';

export const calendarFeedKey = ['account', 'calendar-feed'] as const;

export const getCalendarFeed = () => fetchParsed(calendarFeedSchema, '/api/calendar-feed');

export const calendarFeedQuery = () =>
  queryOptions({ queryKey: calendarFeedKey, queryFn: getCalendarFeed });

/** GET /api/calendar-feed: whether the signed-in person's calendar feed is on. */
export const useCalendarFeed = () => useQuery(calendarFeedQuery());
