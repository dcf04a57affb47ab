import type { CalendarFeed, CalendarFeedAddress } from '@/shared/schemas/calendar-feeds.ts';
import { newLinkToken, sha256 } from '../auth/tokens.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import * as q from './calendar-feeds.queries.ts';
import { feedText } from './feed-events.ts';

/** A feed's token: 32 random bytes, base64url (newLinkToken). */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const feedPath = (token: string) => `/api/calendar/${token}.ics`;

export function getFeed(scope: RequestScope): Promise<CalendarFeed> {
  return scope.asCaller(async (tx, me) => {
    const feed = await q.findFeed(tx, me.userId);
    return { on: Boolean(feed), since: feed ? feed.since.toISOString() : null };
  });
}

/** Turns the caller's feed on, or gives it a new address (the old one then answers 404). */
export function turnOnFeed(scope: RequestScope): Promise<CalendarFeedAddress> {
  return scope.asCaller(async (tx, me) => {
    const wasOn = await q.deleteFeed(tx, me.userId);
    const { token, hash } = newLinkToken();
    const { since } = await q.insertFeed(tx, me.tenantId, me.userId, hash);
    await auditByCaller(
      tx,
      me,
      wasOn ? 'calendar_feed.reset' : 'calendar_feed.turned_on',
      me.userId,
      {},
    );
    return { on: true, since: since.toISOString(), path: feedPath(token) };
  });
}

export function turnOffFeed(scope: RequestScope): Promise<CalendarFeed> {
  return scope.asCaller(async (tx, me) => {
    if (await q.deleteFeed(tx, me.userId)) {
      await auditByCaller(tx, me, 'calendar_feed.turned_off', me.userId, {});
    }
    return { on: false, since: null };
  });
}

/** The feed of this token, read as its owner; null for any token that is not a live feed's. */
export async function feedCalendar(scope: RequestScope, token: string): Promise<string | null> {
  if (!FEED_TOKEN.test(token)) return null;
  const contents = await scope.asFeedOwner(sha256(token), (tx) => q.feedContents(tx));
  return contents && feedText(contents);
}
