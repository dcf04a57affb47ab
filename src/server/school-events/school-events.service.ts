import { AppError } from '@/shared/errors.ts';
import type {
  SchoolEvent,
  SchoolEvents,
  SchoolEventValues,
} from '@/shared/schemas/school-events.ts';
import { auditedList } from '../platform/audit/audited-list.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import * as q from './school-events.queries.ts';

export const NO_EVENT = 'This school event does not exist.';

const details = (event: SchoolEvent) => ({ title: event.title, date: event.date });

const events = auditedList<SchoolEvents, SchoolEvent, SchoolEventValues>({
  list: async (tx) => ({ events: await q.listSchoolEvents(tx) }),
  insert: q.insertSchoolEvent,
  delete: q.deleteSchoolEvent,
  actions: { added: 'school_events.added', removed: 'school_events.removed' },
  details,
  notFound: NO_EVENT,
});

export const getSchoolEvents = events.get;

/** Adds an event to everyone's calendar feed (db/routines/58_calendar-feed.sql reads them). */
export const addSchoolEvent = events.add;

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

export const removeSchoolEvent = events.remove;
