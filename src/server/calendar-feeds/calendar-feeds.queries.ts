import { sql } from 'kysely';
import type { Tx } from '../platform/db/tx.ts';

/** The caller's feed, if on (app_user never reads its token's hash). */
export function findFeed(tx: Tx, userId: string) {
  return tx
    .selectFrom('calendar_feeds')
    .select('created_at as since')
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Turns the caller's feed off; whether it was on. */
export async function deleteFeed(tx: Tx, userId: string): Promise<boolean> {
  const removed = await tx
    .deleteFrom('calendar_feeds')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return removed.numDeletedRows > 0n;
}

export function insertFeed(tx: Tx, tenantId: string, userId: string, tokenHash: string) {
  return tx
    .insertInto('calendar_feeds')
    .values({ tenant_id: tenantId, user_id: userId, token_hash: tokenHash })
    .returning('created_at as since')
    .executeTakeFirstOrThrow();
}

export interface TimedRow {
  uid: string;
  summary: string;
  location: string | null;
  description: string | null;
  starts_at: Date;
  ends_at: Date;
}

export interface LessonRow extends TimedRow {
  until_at: Date;
  excluded: Date[];
}

export interface MeetingRow extends TimedRow {
  cancelled: boolean;
}

export interface HomeworkRow {
  uid: string;
  summary: string;
  description: string | null;
  due_on: string;
}

export interface SchoolEventRow {
  uid: string;
  summary: string;
  location: string | null;
  day: string;
  starts_at: Date | null;
  ends_at: Date | null;
}

/** Everything the feed's owner's calendar holds, read as them (db/routines/58_calendar-feed.sql). */
export async function feedContents(tx: Tx) {
  const rows = async <R>(query: ReturnType<typeof sql<R>>) => (await query.execute(tx)).rows;
  const [school] = await rows(
    sql<{ name: string; zone: string }>`select t.school_name as name, app_school_zone() as zone
      from tenants t where t.id = app_tenant_id()`,
  );
  return {
    name: school?.name ?? 'School',
    zone: school?.zone ?? 'UTC',
    lessons: await rows(sql<LessonRow>`select * from app_calendar_feed_lessons()`),
    homework: await rows(sql<HomeworkRow>`select * from app_calendar_feed_homework()`),
    meetings: await rows(sql<MeetingRow>`select * from app_calendar_feed_meetings()`),
    events: await rows(sql<SchoolEventRow>`select * from app_calendar_feed_school_events()`),
  };
}
