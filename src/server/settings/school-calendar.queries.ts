import type { SchoolCalendarEntryValues } from '@/shared/schemas/school-calendar.ts';
import type { Tx } from '../platform/db/tx.ts';

const entryColumns = ['id', 'kind', 'name', 'starts_on as startsOn', 'ends_on as endsOn'] as const;

/** The school's terms, holidays and extra school days, in date order. */
export function listCalendar(tx: Tx) {
  return tx
    .selectFrom('school_calendar')
    .select(entryColumns)
    .orderBy('starts_on')
    .orderBy('ends_on')
    .orderBy('name')
    .execute();
}

export function insertCalendarEntry(tx: Tx, tenantId: string, entry: SchoolCalendarEntryValues) {
  return tx
    .insertInto('school_calendar')
    .values({
      tenant_id: tenantId,
      kind: entry.kind,
      name: entry.name,
      starts_on: entry.startsOn,
      ends_on: entry.endsOn,
    })
    .returning(entryColumns)
    .executeTakeFirstOrThrow();
}

export function deleteCalendarEntry(tx: Tx, id: string) {
  return tx
    .deleteFrom('school_calendar')
    .where('id', '=', id)
    .returning(entryColumns)
    .executeTakeFirst();
}
