import { AUDIT_PAGE_SIZE, type AuditPage } from '@/shared/schemas/settings.ts';
import type { RequestScope } from '../db/request-scope.ts';
import * as q from './audit.queries.ts';

const asObject = (value: unknown): Record<string, unknown> => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
};

/** The activity view: one page of the school's audit log, newest first, with its filters' choices. */
export async function listActivity(
  scope: RequestScope,
  query: { actor?: string; action?: string; page: number },
): Promise<AuditPage> {
  return scope.asCaller(async (tx) => {
    const filter = { actor: query.actor, action: query.action };
    const rows = await q.listAudit(tx, filter, {
      limit: AUDIT_PAGE_SIZE,
      offset: (query.page - 1) * AUDIT_PAGE_SIZE,
    });
    const total = await q.countAudit(tx, filter);
    const actors = await q.auditActors(tx);
    const actions = await q.auditActions(tx);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        at: new Date(row.created_at).toISOString(),
        actor:
          row.actor_user_id && row.actor_name
            ? { id: row.actor_user_id, name: row.actor_name }
            : null,
        action: row.action,
        subject: row.subject,
        subjectName: row.subject_name,
        details: asObject(row.details),
      })),
      total,
      pageSize: AUDIT_PAGE_SIZE,
      actors,
      actions,
    };
  });
}
