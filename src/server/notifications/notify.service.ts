import { createHash } from 'node:crypto';
import type { NotificationKind } from '@/shared/schemas/notifications.ts';
import { NOTIFICATION_KIND_LABELS } from '@/shared/schemas/notifications.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../platform/db/tx.ts';
import type { MailAttachment } from '../platform/mail/mail.service.ts';
import { publishUserEvents } from '../platform/live/live.publish.ts';
import { queueKeyedEmails, type KeyedEmail } from '../platform/mail/mail.queries.ts';
import {
  addToDigests,
  insertNotifications,
  planRecipients,
  type PlannedRecipient,
} from './notify.queries.ts';

export interface NotifyInput {
  tenantId: string;
  recipientUserIds: readonly string[];
  kind: NotificationKind;
  /** Short, shown in the list and as the email's subject. */
  title: string;
  body: string;
  /** The app path that shows it (e.g. /parent/dashboard). */
  link: string;
  /** What it is about (e.g. `homework:<id>`), for the record. */
  entityRef?: string;
  /**
   * The same event told again (a retry, an edit, another process) under the same key is one entry,
   * one email, one push per person. Default: a new event each call.
   */
  dedupKey?: string;
  /** The email's own wording (default: title and body); `name` is the recipient's. */
  email?: {
    subject: string;
    body: (name: string) => string;
    /** Files sent with each single email (never with a digest): a booking's .ics. */
    attachments?: readonly MailAttachment[];
  };
  /** Hold each email at least this long (a window to correct a mistake before families hear). */
  emailDelaySeconds?: number;
  /** The outbox key of a person's single email (default: derived from person and dedupKey). */
  emailKeyOf?: (userId: string) => string;
}

/** After the caller's transaction commits: send what is due now (email, push). */
export interface NotifyOutcome {
  /** People who got a new entry (an event told before is not told again). */
  told: string[];
  emailsQueued: number;
  afterCommit(): void;
}

/** A uuid-shaped key from text, stable across processes. */
export const keyOf = (text: string) => {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const withLink = (text: string, url: string) => `${text}${text ? '\n\n' : ''}Open: ${url}`;

/**
 * Tells people of the caller's school that something happened, in the caller's transaction, as
 * each chose (app_notification_plan): the in-portal entry (and the live event that updates their
 * bell), an email through the outbox (held until their quiet hours end, or added to their daily
 * digest; never to someone who said no) and a push once committed (afterCommit). Set-based: a
 * few statements whatever the number of recipients.
 */
export async function notify(tx: Tx, ctx: AppContext, input: NotifyInput): Promise<NotifyOutcome> {
  const recipients = [...new Set(input.recipientUserIds)];
  const none: NotifyOutcome = { told: [], emailsQueued: 0, afterCommit: () => undefined };
  if (!recipients.length) return none;
  const plan = (await planRecipients(tx, recipients, input.kind)).filter(
    (p) => p.portal || p.by_email || p.by_push,
  );
  if (!plan.length) return none;
  const dedupKey = input.dedupKey ?? `event/${keyOf(`${Date.now()}/${Math.random()}`)}`;
  const url = `${ctx.config.publicUrl.replace(/\/$/, '')}${input.link}`;
  const subject = input.email?.subject ?? input.title;
  const bodyFor = (name: string) =>
    input.email ? input.email.body(name) : withLink(`Dear ${name},\n\n${input.body}`, url);

  const isDigest = (p: PlannedRecipient) => p.by_email && p.digest_due !== null;
  const emailKey = (p: PlannedRecipient) =>
    isDigest(p)
      ? keyOf(`${input.tenantId}/digest/${p.user_id}/${p.digest_due}`)
      : (input.emailKeyOf?.(p.user_id) ??
        keyOf(`${input.tenantId}/notify/${p.user_id}/${dedupKey}`));
  const rows = await insertNotifications(
    tx,
    plan.map((p) => ({
      userId: p.user_id,
      kind: input.kind,
      title: input.title,
      body: input.body,
      link: input.link,
      entityRef: input.entityRef ?? null,
      dedupKey,
      inPortal: p.portal,
      emailKey: p.by_email ? emailKey(p) : null,
      pushWanted: p.by_push,
    })),
  );
  const byUser = new Map(plan.map((p) => [p.user_id, p]));
  const fresh = rows.filter((row) => row.fresh).map((row) => byUser.get(row.user_id)!);

  // A digest gets each event once; a single email is keyed, so telling the event again updates the
  // one not yet sent (an edited absence mark) and never sends a second.
  await addToDigests(
    tx,
    fresh.filter(isDigest).map((p) => ({
      id: emailKey(p),
      to: p.email,
      header: `Dear ${p.full_name},\n\nWhat happened at school since your last digest:\n`,
      delaySeconds: Math.max(p.digest_seconds ?? 0, input.emailDelaySeconds ?? 0),
    })),
    'Your daily digest from school',
    `\n- ${NOTIFICATION_KIND_LABELS[input.kind]}: ${input.title}${input.body ? `\n  ${input.body}` : ''}\n  ${url}\n`,
  );
  const emails: KeyedEmail[] = rows
    .map((row) => byUser.get(row.user_id)!)
    .filter((p) => p.by_email && !isDigest(p))
    .map((p) => ({
      tenantId: input.tenantId,
      id: emailKey(p),
      to: p.email,
      subject,
      body: bodyFor(p.full_name),
      attachments: input.email?.attachments,
      delaySeconds: Math.max(p.hold_seconds, input.emailDelaySeconds ?? 0),
    }));
  const emailsQueued = await queueKeyedEmails(tx, emails);
  const inPortal = rows.filter((row) => byUser.get(row.user_id)!.portal).map((row) => row.user_id);
  await publishUserEvents(tx, input.tenantId, inPortal, 'notification');
  const pushIds = rows
    .filter((row) => row.fresh && byUser.get(row.user_id)!.by_push)
    .map((row) => row.id);
  const sendNow = emails.some((email) => email.delaySeconds <= 0);
  return {
    told: fresh.map((p) => p.user_id),
    emailsQueued,
    afterCommit() {
      if (sendNow) ctx.mail.kick(input.tenantId);
      if (pushIds.length) ctx.push.send(input.tenantId, pushIds);
    },
  };
}
