import { sql } from 'kysely';
import {
  NOTIFICATION_KINDS,
  type KindChannels,
  type Notification,
  type NotificationPreferences,
} from '@/shared/schemas/notifications.ts';
import type { Tx } from '../platform/db/tx.ts';

const hhmm = (value: string | null) => (value === null ? null : value.slice(0, 5));

/** The caller's entries shown in the portal, newest first (row-level security: their own only). */
export async function listNotifications(
  tx: Tx,
  userId: string,
  options: { page: number; pageSize: number; unreadOnly: boolean },
): Promise<{ rows: Notification[]; total: number }> {
  let query = tx
    .selectFrom('notifications')
    .where('user_id', '=', userId)
    .where('in_portal', '=', true);
  if (options.unreadOnly) query = query.where('read_at', 'is', null);
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: new Date(row.created_at).toISOString(),
      readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
    })),
    total: Number(count.total),
  };
}

export async function unreadCount(tx: Tx, userId: string): Promise<number> {
  const row = await tx
    .selectFrom('notifications')
    .where('user_id', '=', userId)
    .where('in_portal', '=', true)
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one (or, without an id, every) unread entry of the caller read; how many it marked. */
export async function markRead(tx: Tx, userId: string, id?: string): Promise<number> {
  let query = tx
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (id) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function notificationExists(tx: Tx, userId: string, id: string): Promise<boolean> {
  const row = await tx
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The caller's choices, each kind with its defaults (app_notification_default) where unchosen. */
export async function readPreferences(tx: Tx, userId: string): Promise<NotificationPreferences> {
  const { rows: kinds } = await sql<KindChannels>`
    select k.kind,
           coalesce(p.portal, app_notification_default(k.kind, 'portal')) as portal,
           coalesce(p.email, app_notification_default(k.kind, 'email')) as email,
           coalesce(p.push, app_notification_default(k.kind, 'push')) as push
      from unnest(cast(${`{${NOTIFICATION_KINDS.join(',')}}`} as text[])) with ordinality as k(kind, n)
      left join notification_preferences p on p.user_id = ${userId} and p.kind = k.kind
     order by k.n`.execute(tx);
  // Their settings, with the defaults where they chose none (app_notification_settings).
  const { rows } = await sql<{
    quiet_start: string | null;
    quiet_end: string | null;
    digest: boolean;
    digest_at: string;
    push_content: boolean;
  }>`select quiet_start, quiet_end, digest, digest_at, push_content
       from app_notification_settings(${userId})`.execute(tx);
  const settings = rows[0]!;
  return {
    kinds,
    quietStart: hhmm(settings.quiet_start),
    quietEnd: hhmm(settings.quiet_end),
    digest: settings.digest,
    digestAt: hhmm(settings.digest_at)!,
    pushContent: settings.push_content,
  };
}

export async function savePreferences(
  tx: Tx,
  tenantId: string,
  userId: string,
  prefs: NotificationPreferences,
): Promise<void> {
  if (prefs.kinds.length) {
    await tx
      .insertInto('notification_preferences')
      .values(prefs.kinds.map((k) => ({ tenant_id: tenantId, user_id: userId, ...k })))
      .onConflict((c) =>
        c.columns(['tenant_id', 'user_id', 'kind']).doUpdateSet((eb) => ({
          portal: eb.ref('excluded.portal'),
          email: eb.ref('excluded.email'),
          push: eb.ref('excluded.push'),
        })),
      )
      .execute();
  }
  const settings = {
    quiet_start: prefs.quietStart,
    quiet_end: prefs.quietEnd,
    digest: prefs.digest,
    digest_at: prefs.digestAt,
    push_content: prefs.pushContent,
  };
  await tx
    .insertInto('notification_settings')
    .values({ tenant_id: tenantId, user_id: userId, ...settings })
    .onConflict((c) => c.columns(['tenant_id', 'user_id']).doUpdateSet(settings))
    .execute();
}

export async function saveSubscription(
  tx: Tx,
  tenantId: string,
  userId: string,
  sub: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  // Subscribing again replaces the browser's keys; an endpoint another person of the school holds
  // stays theirs until they sign out of push there (nobody can read or move another's subscription).
  await deleteSubscription(tx, userId, sub.endpoint);
  await tx
    .insertInto('push_subscriptions')
    .values({ tenant_id: tenantId, user_id: userId, ...sub })
    .onConflict((c) => c.columns(['tenant_id', 'endpoint']).doNothing())
    .execute();
}

export async function deleteSubscription(tx: Tx, userId: string, endpoint: string): Promise<void> {
  await tx
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}
