import { sql } from 'kysely';
import type { AuditAction } from '@/shared/rules/audit-kinds.ts';
import type { Me } from '../db/request-scope.ts';
import type { Tx } from '../db/tx.ts';

export interface AuditEntry {
  tenantId: string;
  actorUserId?: string | null;
  action: AuditAction;
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

/** An entry by the signed-in caller about `subject`. */
export function auditByCaller(
  tx: Tx,
  me: Me,
  action: AuditAction,
  subject: string,
  details: Record<string, unknown>,
): Promise<void> {
  return insertAudit(tx, {
    tenantId: me.tenantId,
    actorUserId: me.userId,
    action,
    subject,
    details,
  });
}

/** An entry by the signed-in caller about their own session or password, from the request's address. */
export function auditCallerFrom(
  tx: Tx,
  me: Me,
  action: AuditAction,
  ip: string | null,
): Promise<void> {
  return insertAudit(tx, { tenantId: me.tenantId, actorUserId: me.userId, action, ip });
}

/**
 * How many entries of an action on a subject in the last seconds, and when the oldest was. Only
 * admins read the audit log; this one question is answered before sign-in too (db/routines/05_auth.sql).
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

// ---- The admins' activity view (GET /api/admin/audit) ----

export interface AuditFilter {
  actor?: string;
  action?: string;
}

const UUID_TEXT = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

function filterSql(filter: AuditFilter) {
  return sql`${filter.actor ? sql`and a.actor_user_id = ${filter.actor}` : sql``}
    ${filter.action ? sql`and a.action = ${filter.action}` : sql``}`;
}

export interface AuditRow {
  id: string;
  created_at: Date | string;
  actor_user_id: string | null;
  actor_name: string | null;
  action: string;
  subject: string | null;
  subject_name: string | null;
  details: unknown;
}

/**
 * One page of the school's log, newest first, each entry with its actor's name and the current
 * name of what it is about (a class, subject, fee, person, document or assignment), found by the
 * action's kind.
 */
export async function listAudit(
  tx: Tx,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<AuditRow[]> {
  const { rows } = await sql<AuditRow>`
    select a.id::text as id, a.created_at, a.actor_user_id, p.full_name as actor_name, a.action,
           a.subject, a.details,
           coalesce(c.name, s.name, f.fee_type, sp.full_name, st.full_name, i.full_name, i.email,
                    d.title, asg.title) as subject_name
      from (select * from audit_log a where true ${filterSql(filter)}
             order by a.created_at desc, a.id desc limit ${page.limit} offset ${page.offset}) a
      left join profiles p on p.tenant_id = a.tenant_id and p.user_id = a.actor_user_id
      cross join lateral (select case when a.subject ~ ${UUID_TEXT} then a.subject::uuid end as id) x
      left join classes c on c.tenant_id = a.tenant_id and c.id = x.id
        and split_part(a.action, '.', 1) in ('classes', 'enrolments', 'timetable')
      left join subjects s on s.tenant_id = a.tenant_id and s.id = x.id
        and split_part(a.action, '.', 1) = 'subjects'
      left join fee_structures f on f.tenant_id = a.tenant_id and f.id = x.id
        and a.action like 'fees.%' and a.action <> 'fees.payment_recorded'
      left join profiles sp on sp.tenant_id = a.tenant_id and sp.user_id = x.id
        and split_part(a.action, '.', 1) in ('people', 'profile')
      left join students st on st.tenant_id = a.tenant_id and st.id = x.id
        and split_part(a.action, '.', 1) in ('people', 'attendance')
      left join invitations i on i.tenant_id = a.tenant_id and i.id = x.id
        and split_part(a.action, '.', 1) = 'people'
      left join documents d on d.tenant_id = a.tenant_id and d.id = x.id and a.action like 'rag.%'
      left join assignments asg on asg.tenant_id = a.tenant_id and asg.id = x.id
        and split_part(a.action, '.', 1) in ('assignments', 'submissions')
     order by a.created_at desc, a.id desc`.execute(tx);
  return rows;
}

export async function countAudit(tx: Tx, filter: AuditFilter): Promise<number> {
  const { rows } = await sql<{ count: string | number }>`
    select count(*) as count from audit_log a where true ${filterSql(filter)}`.execute(tx);
  return Number(rows[0]?.count ?? 0);
}

/** The people who appear in the log as actors, for the person filter. */
export async function auditActors(tx: Tx): Promise<{ id: string; name: string }[]> {
  const { rows } = await sql<{ id: string; name: string }>`
    select p.user_id as id, p.full_name as name from profiles p
     where exists (select 1 from audit_log a where a.tenant_id = p.tenant_id and a.actor_user_id = p.user_id)
     order by p.full_name, p.user_id`.execute(tx);
  return rows;
}

/** The kinds of entry in the log, for the kind filter. */
export async function auditActions(tx: Tx): Promise<string[]> {
  const { rows } = await sql<{ action: string }>`
    select distinct action from audit_log order by action`.execute(tx);
  return rows.map((row) => row.action);
}
