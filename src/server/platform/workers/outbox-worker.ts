import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../db/schema.ts';
import { withPublic, withTenant } from '../db/with-tenant.ts';
import { createMailSender, type MailSender } from '../mail/mail-sender.ts';
import {
  claimDueEmails,
  markEmailFailed,
  markEmailSent,
  releaseEmails,
  type ClaimedEmail,
} from '../mail/mail.queries.ts';
import { describeSendError, redactLinks } from '../mail/mail.service.ts';
import { MAX_SEND_ATTEMPTS, retryDelaySeconds } from './backoff.ts';

export interface WorkerLog {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object | string, msg?: string): void;
}

export interface OutboxWorkerOptions {
  /** The owner connection: the worker opens its own per-school transactions. */
  db: Kysely<Database>;
  config: Config;
  log: WorkerLog;
  /** Poll and answer kick() while started (the app); false: only drainOnce() sends (tests). */
  background?: boolean;
  pollMs?: number;
  batchSize?: number;
  sender?: MailSender;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling, finishes the email being sent, gives back the rest of its batch. */
  stop(): Promise<void>;
  /** A school queued email: drain that school now rather than at the next sweep. */
  kick(tenantId: string): void;
  /** Sends every due email of every school once, now. */
  drainOnce(): Promise<DrainResult>;
}

// Longer than any send can take with the sender's timeouts; a crashed worker's claim ends then.
const LEASE_SECONDS = 5 * 60;

const DELIVERED: Record<MailSender['kind'], string> = {
  smtp: 'Email sent',
  'mail-dir': 'Email written to MAIL_DIR (no SMTP_URL)',
  none: 'Email not delivered: no SMTP_URL or MAIL_DIR (LOG_LEVEL=debug shows it)',
};

export const NO_SMTP_IN_PRODUCTION =
  'SMTP_URL is not set: invitations, sign-up confirmations and password recovery emails cannot reach anyone. Set SMTP_URL (and MAIL_FROM) to send email.';

/**
 * Delivers the email outbox. Services only insert into email_outbox in their transaction; this
 * sends each row after commit, school by school (row-level security allows one school per
 * transaction), and never inside a transaction, so a slow mail server holds no connection.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, config, log, background = true, pollMs = 15_000, batchSize = 10 } = options;
  const sender = options.sender ?? createMailSender(config);
  const drains = new Set<Promise<DrainResult>>();
  let started = false;
  let stopping = false;
  let kicked = false;
  // Schools that queued email since the last drain; the sweep of every school runs every pollMs
  // (retries are due 30 s or more later), so a district of schools is not scanned every second.
  const kickedSchools = new Set<string>();
  let nextSweep = 0;
  let wake: (() => void) | null = null;
  let loop: Promise<void> | null = null;

  async function drainAll(): Promise<DrainResult> {
    const schools = await withPublic(db, (tx) => tx.selectFrom('tenants').select('id').execute());
    return drainSchools(schools.map((school) => school.id));
  }

  async function drainSchools(ids: string[]): Promise<DrainResult> {
    const result = { sent: 0, failed: 0 };
    for (const id of ids) {
      if (stopping) break;
      try {
        await drainSchool(id, result);
      } catch (error) {
        // One school's trouble does not hold up the others' email.
        log.warn({ err: error, tenantId: id }, 'Could not drain the email outbox of a school');
      }
    }
    return result;
  }

  async function drainSchool(tenantId: string, result: DrainResult) {
    for (;;) {
      const batch = await withTenant(db, { tenantId }, (tx) =>
        claimDueEmails(tx, {
          limit: batchSize,
          leaseSeconds: LEASE_SECONDS,
          maxAttempts: MAX_SEND_ATTEMPTS,
        }),
      );
      for (const [index, email] of batch.entries()) {
        if (stopping) {
          const rest = batch.slice(index).map((row) => row.id);
          await withTenant(db, { tenantId }, (tx) => releaseEmails(tx, rest));
          return;
        }
        if (await deliver(tenantId, email)) result.sent++;
        else result.failed++;
      }
      if (batch.length < batchSize) return;
    }
  }

  async function deliver(tenantId: string, email: ClaimedEmail): Promise<boolean> {
    const about = { emailId: email.id, tenantId, to: email.to_email, subject: email.subject };
    let outcome: string;
    try {
      outcome = await sender.send({
        to: email.to_email,
        subject: email.subject,
        body: email.body,
        attachments: email.attachments,
      });
    } catch (error) {
      const lastError = describeSendError(error, config.smtpUrl);
      const retryInSeconds = retryDelaySeconds(email.attempts);
      await withTenant(db, { tenantId }, (tx) =>
        markEmailFailed(tx, email.id, lastError, retryInSeconds),
      );
      const gaveUp = email.attempts >= MAX_SEND_ATTEMPTS;
      log.warn(
        {
          ...about,
          attempts: email.attempts,
          error: lastError,
          ...(gaveUp ? {} : { retryInSeconds }),
        },
        gaveUp ? 'Email not sent; giving up after the last attempt' : 'Email not sent; will retry',
      );
      return false;
    }
    // If this fails after a successful send, the email goes again when its claim runs out:
    // at least once rather than at most once.
    await withTenant(db, { tenantId }, (tx) =>
      markEmailSent(tx, email.id, redactLinks(email.body)),
    );
    log.info({ ...about, via: sender.kind, outcome }, DELIVERED[sender.kind]);
    // Without SMTP, the body at debug level lets a developer follow the link; it holds credentials.
    if (sender.kind !== 'smtp' && config.env !== 'production')
      log.debug({ ...about, body: email.body }, 'Email body');
    return true;
  }

  function drainOnce(): Promise<DrainResult> {
    return track(drainAll());
  }

  function track(drain: Promise<DrainResult>): Promise<DrainResult> {
    if (stopping) return Promise.resolve({ sent: 0, failed: 0 });
    drains.add(drain);
    const forget = () => drains.delete(drain);
    drain.then(forget, forget);
    return drain;
  }

  async function run() {
    while (!stopping) {
      kicked = false;
      const schools = [...kickedSchools];
      kickedSchools.clear();
      try {
        if (Date.now() >= nextSweep) {
          nextSweep = Date.now() + pollMs;
          await drainOnce();
        } else if (schools.length) {
          await track(drainSchools(schools));
        }
      } catch (error) {
        log.warn({ err: error }, 'Could not drain the email outbox; trying again shortly');
      }
      if (stopping || kicked) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, nextSweep - Date.now()));
        timer.unref();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      if (config.env === 'production' && !config.smtpUrl) log.warn(NO_SMTP_IN_PRODUCTION);
      if (background) loop = run();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      await Promise.allSettled([...drains]);
      sender.close();
    },
    kick(tenantId) {
      if (!loop || stopping) return;
      kickedSchools.add(tenantId);
      kicked = true;
      wake?.();
    },
    drainOnce,
  };
}
