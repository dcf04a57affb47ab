import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '@/shared/errors.ts';
import { insertAudit, recentAudit } from '../platform/audit/audit.queries.ts';
import type { Tx } from '../platform/db/tx.ts';
import { insertOutboxEmail } from '../platform/mail/mail.queries.ts';
import { schoolNameForMail } from '../accounts/invitations.service.ts';
import { failedSignInsEmail } from './auth-emails.ts';
import * as q from './sign-in-throttle.queries.ts';

/**
 * Failed sign-ins slow the one who fails, not the account's owner. Failures are counted per account
 * in a sliding window, split by address:
 * - from the asking address: at `limit` failures it must wait before trying this account again,
 *   30 s, doubling with each further failure, at most the window (answered 429, password unchecked);
 * - from other addresses: at `limit` failures the answer waits, 250 ms doubling up to 4 s, unless
 *   the asking address has signed in to this account before. Never a refusal: nobody can keep the
 *   owner out by failing on purpose.
 * The owner is emailed once a window when the account reaches `limit` failures.
 */
export const FAILURE_WINDOW_SECONDS = 15 * 60;
const REFUSAL_BASE_SECONDS = 30;
const WAIT_BASE_MS = 250;
const WAIT_CAP_MS = 4000;
/** An address the account signed in from within this many days is the owner's. */
const KNOWN_ADDRESS_DAYS = 90;
const ALERT_ACTION = 'auth.sign_in_failures_notified';

export interface FailureCounts {
  /** Failures of the account from the asking address, and the newest of them. */
  here: number;
  lastHere: Date | null;
  /** Failures of the account from any other address. */
  elsewhere: number;
  /** Whether the asking address has signed in to the account before. */
  known: boolean;
}

export async function readFailures(tx: Tx, subject: string, ip: string | null) {
  return q.signInFailures(tx, subject, ip, FAILURE_WINDOW_SECONDS, KNOWN_ADDRESS_DAYS);
}

/** Seconds the asking address must still wait before it may try this account again; 0: it may. */
export function refusalSeconds(counts: FailureCounts, limit: number, nowMs = Date.now()): number {
  if (counts.here < limit || !counts.lastHere) return 0;
  const delay = Math.min(REFUSAL_BASE_SECONDS * 2 ** (counts.here - limit), FAILURE_WINDOW_SECONDS);
  return Math.max(0, Math.ceil((counts.lastHere.getTime() + delay * 1000 - nowMs) / 1000));
}

/** How long the answer waits because of failures from other addresses. */
export function waitMs(counts: FailureCounts, limit: number): number {
  if (counts.known || counts.elsewhere < limit) return 0;
  return Math.min(WAIT_BASE_MS * 2 ** (counts.elsewhere - limit), WAIT_CAP_MS);
}

/** Refuses a throttled address (429, Retry-After), else waits as long as other addresses' failures ask. */
export async function throttle(counts: FailureCounts, limit: number): Promise<void> {
  const retryAfter = refusalSeconds(counts, limit);
  if (retryAfter > 0) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many failed sign-in attempts from this address. Please wait and try again.',
      {
        details: { retry_after_seconds: retryAfter },
        headers: { 'retry-after': String(retryAfter) },
      },
    );
  }
  const wait = waitMs(counts, limit);
  if (wait > 0) await sleep(wait);
}

/**
 * Once the account's failures in the window reach `limit`, emails its owner, in the account's
 * school, unless that was done in this window already. The lock makes two failing requests at once
 * send one email.
 */
export async function alertOwnerOnce(
  tx: Tx,
  account: { tenantId: string; email: string },
  failures: number,
  limit: number,
): Promise<boolean> {
  if (failures < limit) return false;
  await q.lockAccountAlerts(tx, account.tenantId, account.email);
  if ((await recentAudit(tx, ALERT_ACTION, account.email, FAILURE_WINDOW_SECONDS)).count > 0) {
    return false;
  }
  const school = await schoolNameForMail(tx, account.tenantId);
  await insertOutboxEmail(
    tx,
    failedSignInsEmail({
      tenantId: account.tenantId,
      to: account.email,
      school,
      failures,
      minutes: FAILURE_WINDOW_SECONDS / 60,
    }),
  );
  await insertAudit(tx, {
    tenantId: account.tenantId,
    action: ALERT_ACTION,
    subject: account.email,
  });
  return true;
}
