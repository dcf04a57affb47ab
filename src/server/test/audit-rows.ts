import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

type AuditColumn = 'id' | 'action' | 'actor_user_id' | 'subject' | 'details';

export interface AuditFilter {
  tenantId?: string;
  action?: string;
  /** A LIKE pattern of actions, e.g. 'calendar.%'. */
  actionLike?: string;
  subject?: string;
}

/** Tests only: the audit log's entries that match every filter given, with the given columns. */
export function auditEntries<C extends AuditColumn>(
  db: Kysely<Database>,
  columns: readonly C[],
  filter: AuditFilter,
) {
  let query = db.selectFrom('audit_log').select(columns);
  if ('tenantId' in filter) query = query.where('tenant_id', '=', filter.tenantId!);
  if ('action' in filter) query = query.where('action', '=', filter.action!);
  if ('actionLike' in filter) query = query.where('action', 'like', filter.actionLike!);
  if ('subject' in filter) query = query.where('subject', '=', filter.subject!);
  return query.execute();
}
