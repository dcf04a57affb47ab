import { sql } from 'kysely';
import type { LiveKind, UserLiveKind } from '@/shared/schemas/live.ts';
import type { Tx } from '../db/tx.ts';

/** The one NOTIFY channel of live updates, shared by every server process of the portal. */
export const LIVE_CHANNEL = 'portal_live';

/**
 * What travels through NOTIFY: school, kind and ids only. `s` carries student ids (heard by their
 * guardians), `u` user ids (heard by those users themselves): a payload has one or the other.
 */
export type LivePayload =
  { t: string; k: LiveKind; s: string[] } | { t: string; k: UserLiveKind; u: string[] };

// NOTIFY payloads must stay under 8000 bytes: a uuid costs 39 bytes in the JSON array, so 150 ids
// take about 5.9 KB, with room for the rest.
export const IDS_PER_NOTIFY = 150;

async function notifyChunks(
  tx: Tx,
  ids: readonly string[],
  payload: (chunk: string[]) => LivePayload,
): Promise<void> {
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += IDS_PER_NOTIFY) {
    const text = JSON.stringify(payload(unique.slice(start, start + IDS_PER_NOTIFY)));
    await sql`select pg_notify(${LIVE_CHANNEL}, ${text})`.execute(tx);
  }
}

/**
 * Tells the parents watching these students that something of `kind` changed. It runs inside the
 * caller's transaction: PostgreSQL delivers the notification only when that transaction commits,
 * and never if it rolls back. One line after the write, e.g.
 * `await publishStudentEvents(tx, me.tenantId, [studentId], 'attendance');`
 */
export function publishStudentEvents(
  tx: Tx,
  tenantId: string,
  studentIds: readonly string[],
  kind: LiveKind,
): Promise<void> {
  return notifyChunks(tx, studentIds, (s) => ({ t: tenantId, k: kind, s }));
}

/**
 * Tells these people (any role) that something of `kind` changed for them: a message, a
 * notification. Same transaction rule as publishStudentEvents, e.g.
 * `await publishUserEvents(tx, me.tenantId, recipientIds, 'message');`
 */
export function publishUserEvents(
  tx: Tx,
  tenantId: string,
  userIds: readonly string[],
  kind: UserLiveKind,
): Promise<void> {
  return notifyChunks(tx, userIds, (u) => ({ t: tenantId, k: kind, u }));
}
