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

export async function countRecentAudit(
  tx: Tx,
  action: string,
  subject: string,
  sinceSeconds: number,
): Promise<number> {
  const row = await tx
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('action', '=', action)
    .where('subject', '=', subject)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${sinceSeconds})`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function oldestRecentAudit(
  tx: Tx,
  action: string,
  subject: string,
  sinceSeconds: number,
): Promise<Date | null> {
  const row = await tx
    .selectFrom('audit_log')
    .select((eb) => eb.fn.min('created_at').as('oldest'))
    .where('action', '=', action)
    .where('subject', '=', subject)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${sinceSeconds})`)
    .executeTakeFirst();
  return row?.oldest ? new Date(row.oldest as unknown as string) : null;
}
