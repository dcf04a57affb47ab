import { AppError } from '@/shared/errors.ts';
import type { AuditAction } from '@/shared/rules/audit-kinds.ts';
import type { RequestScope } from '../db/request-scope.ts';
import type { Tx } from '../db/tx.ts';
import { auditByCaller } from './audit.queries.ts';

/** What a list kept by the school's admins is made of: its queries, audit actions and details. */
export interface AuditedListOf<List, Entry extends { id: string }, Values> {
  list: (tx: Tx) => Promise<List>;
  insert: (tx: Tx, tenantId: string, values: Values) => Promise<Entry>;
  delete: (tx: Tx, id: string) => Promise<Entry | undefined>;
  actions: { added: AuditAction; removed: AuditAction };
  /** What the audit entry of an added or removed entry says about it. */
  details: (entry: Entry) => Record<string, unknown>;
  /** The 404's message when the entry to remove is not there. */
  notFound: string;
}

/**
 * A list the school's admins keep (its events, its calendar): reading it, adding an entry and
 * removing one, each in the caller's transaction. Adding and removing are audited with the entry's
 * details; removing an entry that is not there is a 404; a removal answers with the list left.
 */
export function auditedList<List, Entry extends { id: string }, Values>(
  of: AuditedListOf<List, Entry, Values>,
) {
  return {
    get(scope: RequestScope): Promise<List> {
      return scope.asCaller((tx) => of.list(tx));
    },
    add(scope: RequestScope, values: Values): Promise<Entry> {
      return scope.asCaller(async (tx, me) => {
        const added = await of.insert(tx, me.tenantId, values);
        await auditByCaller(tx, me, of.actions.added, added.id, of.details(added));
        return added;
      });
    },
    remove(scope: RequestScope, id: string): Promise<List> {
      return scope.asCaller(async (tx, me) => {
        const removed = await of.delete(tx, id);
        if (!removed) throw new AppError('NOT_FOUND', of.notFound);
        await auditByCaller(tx, me, of.actions.removed, removed.id, of.details(removed));
        return of.list(tx);
      });
    },
  };
}
