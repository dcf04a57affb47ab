import { sql } from 'kysely';
import type { Tx } from '../db/tx.ts';
import type { MailAttachment } from './mail.service.ts';

export interface OutgoingEmail {
  tenantId: string;
  to: string;
  subject: string;
  body: string;
  attachments?: readonly MailAttachment[];
}

/** Queues an email; the outbox worker sends it once the transaction commits. */
export async function insertOutboxEmail(tx: Tx, email: OutgoingEmail) {
  await tx
    .insertInto('email_outbox')
    .values({
      tenant_id: email.tenantId,
      to_email: email.to,
      subject: email.subject,
      body: email.body,
    })
    .execute();
}

/** Queues many emails in one statement (a CSV import's invitations). */
export async function insertOutboxEmails(tx: Tx, emails: readonly OutgoingEmail[]) {
  if (!emails.length) return;
  await tx
    .insertInto('email_outbox')
    .values(
      emails.map((email) => ({
        tenant_id: email.tenantId,
        to_email: email.to,
        subject: email.subject,
        body: email.body,
      })),
    )
    .execute();
}

const secondsFromNow = (seconds: number) =>
  sql<Date>`now() + make_interval(secs => ${seconds}::float8)`;

/** An email under a key of its own (one per thing it tells), held back for a while before it goes. */
export interface KeyedEmail extends OutgoingEmail {
  id: string;
  delaySeconds: number;
}

/**
 * Queues keyed emails: a key already queued and not yet tried gets the new subject and body (it
 * keeps its send time); one already sent or tried is left alone. Returns how many were queued or
 * updated.
 */
export async function queueKeyedEmails(tx: Tx, emails: readonly KeyedEmail[]): Promise<number> {
  if (!emails.length) return 0;
  const rows = await tx
    .insertInto('email_outbox')
    .values(
      emails.map((email) => ({
        tenant_id: email.tenantId,
        id: email.id,
        to_email: email.to,
        subject: email.subject,
        body: email.body,
        attachments: JSON.stringify(email.attachments ?? []),
        next_attempt_at: secondsFromNow(email.delaySeconds),
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'id'])
        .doUpdateSet((eb) => ({
          subject: eb.ref('excluded.subject'),
          body: eb.ref('excluded.body'),
          attachments: eb.ref('excluded.attachments'),
        }))
        .where('email_outbox.sent_at', 'is', null)
        .where('email_outbox.attempts', '=', 0),
    )
    .returning('id')
    .execute();
  return rows.length;
}

export interface ClaimedEmail {
  id: string;
  to_email: string;
  subject: string;
  body: string;
  attachments: MailAttachment[];
  /** Including the attempt this claim starts. */
  attempts: number;
  created_at: Date;
}

/**
 * Claims up to `limit` due emails of the transaction's school: counts the attempt and holds them
 * for `leaseSeconds`, so no other worker takes them while this one sends outside any transaction.
 * A worker that dies while sending leaves them to be retried when the lease runs out.
 */
export async function claimDueEmails(
  tx: Tx,
  options: { limit: number; leaseSeconds: number; maxAttempts: number },
): Promise<ClaimedEmail[]> {
  const due = tx
    .selectFrom('email_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .where('attempts', '<', options.maxAttempts)
    .orderBy('next_attempt_at')
    .limit(options.limit)
    .forUpdate()
    .skipLocked();
  const rows = await tx
    .updateTable('email_outbox')
    .set({
      attempts: sql`attempts + 1`,
      next_attempt_at: secondsFromNow(options.leaseSeconds),
    })
    .where('id', 'in', due)
    .returning([
      'id',
      'to_email',
      'subject',
      'body',
      sql<MailAttachment[]>`attachments`.as('attachments'),
      'attempts',
      'created_at',
    ])
    .execute();
  return rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
}

/** Sent: the stored body keeps no live links (see redactLinks). */
export async function markEmailSent(tx: Tx, id: string, redactedBody: string) {
  await tx
    .updateTable('email_outbox')
    .set({ sent_at: sql`now()`, body: redactedBody, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markEmailFailed(tx: Tx, id: string, error: string, retryInSeconds: number) {
  await tx
    .updateTable('email_outbox')
    .set({ last_error: error, next_attempt_at: secondsFromNow(retryInSeconds) })
    .where('id', '=', id)
    .execute();
}

/** Gives claimed emails back untried (the worker is stopping): due now, the attempt not counted. */
export async function releaseEmails(tx: Tx, ids: string[]) {
  if (!ids.length) return;
  await tx
    .updateTable('email_outbox')
    .set({ attempts: sql`attempts - 1`, next_attempt_at: sql`now()` })
    .where('id', 'in', ids)
    .where('sent_at', 'is', null)
    .execute();
}
