import { sql } from 'kysely';
import type { SchoolEventValues } from '@/shared/schemas/school-events.ts';
import type { Tx } from '../platform/db/tx.ts';
import { hhmm } from '../platform/sql/time-of-day.ts';

const eventColumns = [
  'id',
  'title',
  'event_date as date',
  hhmm<string | null>('start_time').as('startTime'),
  hhmm<string | null>('end_time').as('endTime'),
  'place',
] as const;

const columnsOf = (event: SchoolEventValues) => ({
  title: event.title,
  event_date: event.date,
  start_time: event.startTime,
  end_time: event.endTime,
  place: event.place,
});

/** The school's events, in date and time order. */
export function listSchoolEvents(tx: Tx) {
  return tx
    .selectFrom('school_events')
    .select(eventColumns)
    .orderBy('event_date')
    .orderBy(sql`start_time nulls first`)
    .orderBy('title')
    .execute();
}

export function insertSchoolEvent(tx: Tx, tenantId: string, event: SchoolEventValues) {
  return tx
    .insertInto('school_events')
    .values({ tenant_id: tenantId, ...columnsOf(event) })
    .returning(eventColumns)
    .executeTakeFirstOrThrow();
}

export function updateSchoolEvent(tx: Tx, id: string, event: SchoolEventValues) {
  return tx
    .updateTable('school_events')
    .set({ ...columnsOf(event), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(eventColumns)
    .executeTakeFirst();
}

export function deleteSchoolEvent(tx: Tx, id: string) {
  return tx
    .deleteFrom('school_events')
    .where('id', '=', id)
    .returning(eventColumns)
    .executeTakeFirst();
}
