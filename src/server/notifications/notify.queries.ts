import { sql } from 'kysely';
import type { NotificationKind } from '@/shared/schemas/notifications.ts';
import type { Tx } from '../platform/db/tx.ts';

/** One recipient's channels for an event, as app_notification_plan decides (79_notifications.sql). */
export interface PlannedRecipient {
  user_id: string;
  email: string;
  full_name: string;
  portal: boolean;
  by_email: boolean;
  by_push: boolean;
  /** Seconds until quiet hours end (0: not in them). */
  hold_seconds: number;
  /** Seconds until their digest goes; null: no digest, one email per event. */
  digest_seconds: number | null;
  /** When their digest goes (its key: one digest per person and time). */
  digest_due: string | null;
  push_content: boolean;
}

export async function planRecipients(
  tx: Tx,
  userIds: readonly string[],
  kind: NotificationKind,
): Promise<PlannedRecipient[]> {
  const { rows } = await sql<PlannedRecipient>`
    select * from app_notification_plan(
      array(select jsonb_array_elements_text(cast(${JSON.stringify(userIds)} as jsonb))::uuid),
      ${kind})`.execute(tx);
  return rows;
}

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  entityRef: string | null;
  dedupKey: string;
  inPortal: boolean;
  emailKey: string | null;
  pushWanted: boolean;
}

/**
 * Inserts the entries in one statement (app_add_notifications); an entry already there (same
 * person, same event) takes the new title and body while unread, and comes back with `fresh`
 * false: it is not pushed again.
 */
export async function insertNotifications(
  tx: Tx,
  entries: readonly NewNotification[],
): Promise<{ id: string; user_id: string; fresh: boolean }[]> {
  if (!entries.length) return [];
  const rows = JSON.stringify(
    entries.map((entry) => ({
      user_id: entry.userId,
      kind: entry.kind,
      title: entry.title,
      body: entry.body,
      link: entry.link,
      entity_ref: entry.entityRef,
      dedup_key: entry.dedupKey,
      in_portal: entry.inPortal,
      email_key: entry.emailKey,
      push_wanted: entry.pushWanted,
    })),
  );
  const result = await sql<{ id: string; user_id: string; fresh: boolean }>`
    select * from app_add_notifications(cast(${rows} as jsonb))`.execute(tx);
  return result.rows;
}

export interface DigestLine {
  /** The digest's outbox key (digestKey in notify.service.ts). */
  id: string;
  to: string;
  /** What the email starts with when this is its first line. */
  header: string;
  delaySeconds: number;
}

/**
 * Adds `line` to each person's digest, one email per person and digest time under its key (two
 * processes add to the same one); a digest already tried is left alone.
 */
export async function addToDigests(
  tx: Tx,
  digests: readonly DigestLine[],
  subject: string,
  line: string,
): Promise<void> {
  if (!digests.length) return;
  const input = JSON.stringify(
    digests.map((d) => ({ id: d.id, to_email: d.to, header: d.header, delay: d.delaySeconds })),
  );
  await sql`
    insert into email_outbox (tenant_id, id, to_email, subject, body, next_attempt_at)
    select app_tenant_id(), x.id, x.to_email, ${subject}, x.header || ${line},
           now() + make_interval(secs => x.delay)
      from jsonb_to_recordset(cast(${input} as jsonb)) as x(id uuid, to_email text, header text, delay float8)
    on conflict (tenant_id, id) do update
      set body = email_outbox.body || ${line}
      where email_outbox.sent_at is null and email_outbox.attempts = 0`.execute(tx);
}
