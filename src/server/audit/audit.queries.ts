import { sql } from 'kysely';
import type { Tx } from '../db/with-tenant.ts';

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

/** How many entries of an action on a subject in the last seconds, and when the oldest of them was. */
export async function recentAudit(
  tx: Tx,
  action: string,
  subject: string,
  sinceSeconds: number,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await tx
    .selectFrom('audit_log')
    .select([sql<number>`count(*)`.as('count'), sql<Date | null>`min(created_at)`.as('oldest')])
    .where('action', '=', action)
    .where('subject', '=', subject)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${sinceSeconds})`)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
}
