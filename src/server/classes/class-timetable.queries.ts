import type { Tx } from '../platform/db/tx.ts';
import { onSameSchool } from '../platform/db/same-school-join.ts';

// ---- Timetable ----

export function timetableOf(tx: Tx, classId: string) {
  return tx
    .selectFrom('timetable_entries as te')
    .innerJoin('classes as c', (join) => onSameSchool(join, 'c.id', 'te.class_id'))
    .innerJoin('subjects as s', (join) => onSameSchool(join, 's.id', 'c.subject_id'))
    .leftJoin('profiles as t', 't.user_id', 'c.teacher_id')
    .select([
      'te.id',
      'te.day_of_week',
      'te.start_time',
      'te.end_time',
      'te.room',
      'c.room as class_room',
      's.name as subject',
      't.full_name as teacher',
    ])
    .where('te.class_id', '=', classId)
    .orderBy('te.day_of_week')
    .orderBy('te.start_time')
    .execute();
}

export async function replaceTimetable(
  tx: Tx,
  tenantId: string,
  classId: string,
  entries: readonly {
    day_of_week: number;
    start_time: string;
    end_time: string;
    room: string | null;
  }[],
) {
  await tx.deleteFrom('timetable_entries').where('class_id', '=', classId).execute();
  if (entries.length === 0) return;
  await tx
    .insertInto('timetable_entries')
    .values(entries.map((entry) => ({ tenant_id: tenantId, class_id: classId, ...entry })))
    .execute();
}
