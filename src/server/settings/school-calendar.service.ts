import type {
  SchoolCalendar,
  SchoolCalendarEntry,
  SchoolCalendarEntryValues,
} from '@/shared/schemas/school-calendar.ts';
import { auditedList } from '../platform/audit/audited-list.ts';
import * as q from './school-calendar.queries.ts';

export const NO_ENTRY = 'This calendar entry does not exist.';

const calendar = auditedList<SchoolCalendar, SchoolCalendarEntry, SchoolCalendarEntryValues>({
  list: async (tx) => ({ entries: await q.listCalendar(tx) }),
  insert: q.insertCalendarEntry,
  delete: q.deleteCalendarEntry,
  actions: { added: 'calendar.added', removed: 'calendar.removed' },
  details: (entry) => ({
    kind: entry.kind,
    name: entry.name,
    from: entry.startsOn,
    to: entry.endsOn,
  }),
  notFound: NO_ENTRY,
});

export const getCalendar = calendar.get;

/** Adds a term, holiday or extra school day; marking and 'not yet marked' follow it at once. */
export const addCalendarEntry = calendar.add;

export const removeCalendarEntry = calendar.remove;
