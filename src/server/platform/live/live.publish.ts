import { sql } from 'kysely';
import type { LiveKind } from '@/shared/schemas/live.ts';
import type { Tx } from '../db/tx.ts';

/** The one NOTIFY channel of live updates, shared by every server process of the portal. */
export const LIVE_CHANNEL = 'portal_live';

/** What travels through NOTIFY: school, kind and student ids only (t, k, s). */
export interface LivePayload {
  t: string;
  k: LiveKind;
  s: string[];
}

// NOTIFY payloads must stay under 8000 bytes: a uuid costs 39 bytes in the JSON array, so 150 ids
// take about 5.9 KB, with room for the rest.
export const IDS_PER_NOTIFY = 150;

/**
 * Tells the parents watching these students that something of `kind` changed. It runs inside the
 * caller's transaction: PostgreSQL delivers the notification only when that transaction commits,
 * and never if it rolls back. One line after the write, e.g.
 * `await publishStudentEvents(tx, me.tenantId, [studentId], 'attendance');`
 */
export async function publishStudentEvents(
  tx: Tx,
  tenantId: string,
  studentIds: readonly string[],
  kind: LiveKind,
): Promise<void> {
  const unique = [...new Set(studentIds)];
  for (let start = 0; start < unique.length; start += IDS_PER_NOTIFY) {
    const payload: LivePayload = {
      t: tenantId,
      k: kind,
      s: unique.slice(start, start + IDS_PER_NOTIFY),
    };
    await sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`.execute(tx);
  }
}
