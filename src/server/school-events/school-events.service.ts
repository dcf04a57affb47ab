import { AppError } from '@/shared/errors.ts';
import type {
  SchoolEvent,
  SchoolEvents,
  SchoolEventValues,
} from '@/shared/schemas/school-events.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import * as q from './school-events.queries.ts';

export const NO_EVENT = 'This school event does not exist.';

const details = (event: SchoolEvent) => ({ title: event.title, date: event.date });

export function getSchoolEvents(scope: RequestScope): Promise<SchoolEvents> {
  return scope.asCaller(async (tx) => ({ events: await q.listSchoolEvents(tx) }));
}

/** Adds an event to everyone's calendar feed (db/routines/58_calendar-feed.sql reads them). */
export function addSchoolEvent(
  scope: RequestScope,
  values: SchoolEventValues,
): Promise<SchoolEvent> {
  return scope.asCaller(async (tx, me) => {
    const added = await q.insertSchoolEvent(tx, me.tenantId, values);
    await auditByCaller(tx, me, 'school_events.added', added.id, details(added));
    return added;
  });
}

export function changeSchoolEvent(
  scope: RequestScope,
  id: string,
  values: SchoolEventValues,
): Promise<SchoolEvent> {
  return scope.asCaller(async (tx, me) => {
    const changed = await q.updateSchoolEvent(tx, id, values);
    if (!changed) throw new AppError('NOT_FOUND', NO_EVENT);
    await auditByCaller(tx, me, 'school_events.updated', changed.id, details(changed));
    return changed;
  });
}

export function removeSchoolEvent(scope: RequestScope, id: string): Promise<SchoolEvents> {
  return scope.asCaller(async (tx, me) => {
    const removed = await q.deleteSchoolEvent(tx, id);
    if (!removed) throw new AppError('NOT_FOUND', NO_EVENT);
    await auditByCaller(tx, me, 'school_events.removed', removed.id, details(removed));
    return { events: await q.listSchoolEvents(tx) };
  });
}
