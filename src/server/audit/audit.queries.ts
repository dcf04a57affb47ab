import { sql } from 'kysely';
import type { Tx } from '../db/tx.ts';

export interface AuditEntry {
  tenantId: string;
  actorUserId?: string | null;
  action: string;
  subject?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

export async function insertAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx
    .insertInto('audit_log')
    .values({
      tenant_id: entry.tenantId,
      actor_user_id: entry.actorUserId ?? null,
      action: entry.action,
      subject: entry.subject ?? null,
      ip: entry.ip ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

/**
 * How many entries of an action on a subject in the last seconds, and when the oldest was. Only
 * admins read the audit log; this one question is answered before sign-in too (migration 0003).
 */
export async function recentAudit(
  tx: Tx,
  action: string,
  subject: string,
  sinceSeconds: number,
): Promise<{ count: number; oldest: Date | null }> {
  const { rows } = await sql<{
    count: number;
    oldest: Date | null;
  }>`select * from auth_recent_audit(${action}, ${subject}, ${sinceSeconds})`.execute(tx);
  const row = rows[0];
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}
