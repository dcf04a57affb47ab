import { AppError } from '@/shared/errors.ts';
import type {
  SchoolCalendar,
  SchoolCalendarEntry,
  SchoolCalendarEntryValues,
} from '@/shared/schemas/school-calendar.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import * as q from './school-calendar.queries.ts';

export const NO_ENTRY = 'This calendar entry does not exist.';

const details = (entry: SchoolCalendarEntry) => ({
  kind: entry.kind,
  name: entry.name,
  from: entry.startsOn,
  to: entry.endsOn,
});

export function getCalendar(scope: RequestScope): Promise<SchoolCalendar> {
  return scope.asCaller(async (tx) => ({ entries: await q.listCalendar(tx) }));
}

/** Adds a term, holiday or extra school day; marking and 'not yet marked' follow it at once. */
export function addCalendarEntry(
  scope: RequestScope,
  entry: SchoolCalendarEntryValues,
): Promise<SchoolCalendarEntry> {
  return scope.asCaller(async (tx, me) => {
    const added = await q.insertCalendarEntry(tx, me.tenantId, entry);
    await auditByCaller(tx, me, 'calendar.added', added.id, details(added));
    return added;
  });
}

export function removeCalendarEntry(scope: RequestScope, id: string): Promise<SchoolCalendar> {
  return scope.asCaller(async (tx, me) => {
    const removed = await q.deleteCalendarEntry(tx, id);
    if (!removed) throw new AppError('NOT_FOUND', NO_ENTRY);
    await auditByCaller(tx, me, 'calendar.removed', removed.id, details(removed));
    return { entries: await q.listCalendar(tx) };
  });
}
