import { sql } from 'kysely';
import type {
  AbsenceNote,
  AbsenceNoteStatus,
  AbsenceNoteValues,
  ClassAbsenceNotes,
  AbsenceChildren,
  AbsenceSummary,
  AbsenceFlag,
  ClassAbsenceSummary,
} from '@/shared/schemas/absence-notes.ts';
import type { Tx } from '../platform/db/tx.ts';

/** A period as the forms and lists show it (a timetable entry and its class). */
const periodJson = sql`json_build_object('id', te.id, 'dayOfWeek', te.day_of_week,
  'startTime', left(te.start_time::text, 5), 'endTime', left(te.end_time::text, 5),
  'className', c.name)`;

/**
 * The notes the caller may read (the policies of 83_absence-note-policies.sql: a guardian their
 * children's, a teacher their students', an admin all), newest first.
 */
export async function notesWhere(
  tx: Tx,
  filter: { id?: string; status?: AbsenceNoteStatus },
): Promise<AbsenceNote[]> {
  const { rows } = await sql<AbsenceNote>`
    select n.id, n.student_id as "studentId", s.full_name as "studentName",
           coalesce(p.full_name, u.email) as "reportedByName",
           n.from_date::text as "from", n.to_date::text as "to",
           coalesce((select json_agg(${periodJson} order by te.day_of_week, te.start_time)
                       from absence_note_periods np
                       join timetable_entries te
                         on te.tenant_id = np.tenant_id and te.id = np.timetable_entry_id
                       join classes c on c.tenant_id = te.tenant_id and c.id = te.class_id
                      where np.tenant_id = n.tenant_id and np.note_id = n.id), '[]'::json) as periods,
           n.reason, n.note, n.status, n.decline_reason as "declineReason",
           to_char(n.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "decidedAt",
           n.document_name as "documentName",
           to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
           app_absence_note_withdrawable(n.status, n.from_date) as withdrawable
      from absence_notes n
      join students s on s.tenant_id = n.tenant_id and s.id = n.student_id
      join users u on u.tenant_id = n.tenant_id and u.id = n.reported_by
      left join profiles p on p.tenant_id = u.tenant_id and p.user_id = u.id
     where (${filter.id ?? null}::uuid is null or n.id = ${filter.id ?? null}::uuid)
       and (${filter.status ?? null}::text is null or n.status = ${filter.status ?? null}::text)
     order by n.created_at desc, n.id
     limit 500`.execute(tx);
  return rows;
}

/** Why the caller may not report this (app_absence_note_refusal), or null; takes the child's lock. */
export async function refusalOf(tx: Tx, input: AbsenceNoteValues): Promise<string | null> {
  const periods = `{${input.periodIds.join(',')}}`;
  const { rows } = await sql<{ refusal: string | null }>`
    select app_absence_note_refusal(${input.studentId}::uuid, ${input.from}::date,
                                    ${input.to}::date, ${periods}::uuid[]) as refusal`.execute(tx);
  return rows[0]?.refusal ?? null;
}

/** Inserts the note and its periods (the policies check the caller is the child's guardian). */
export async function insertNote(
  tx: Tx,
  ids: { tenantId: string; userId: string },
  input: AbsenceNoteValues,
): Promise<string> {
  const { id } = await tx
    .insertInto('absence_notes')
    .values({
      tenant_id: ids.tenantId,
      student_id: input.studentId,
      reported_by: ids.userId,
      from_date: input.from,
      to_date: input.to,
      reason: input.reason,
      note: input.note,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.periodIds.length) {
    await tx
      .insertInto('absence_note_periods')
      .values(
        input.periodIds.map((periodId) => ({
          tenant_id: ids.tenantId,
          note_id: id,
          timetable_entry_id: periodId,
        })),
      )
      .execute();
  }
  return id;
}

/**
 * Withdraws the 'your child was absent' emails still waiting for the absent marks the note now
 * reports (app_absence_notices_withdraw, 36_absence-notes.sql): a reported absence never sends one.
 */
export async function withdrawAbsenceNotices(tx: Tx, noteId: string): Promise<number> {
  const { rows } = await sql<{ withdrawn: number }>`
    select app_absence_notices_withdraw(${noteId}::uuid) as withdrawn`.execute(tx);
  return Number(rows[0]?.withdrawn ?? 0);
}

/** A note's status and first day, as the caller may read it (null: not theirs to see). */
export async function noteState(tx: Tx, id: string) {
  const { rows } = await sql<{
    status: AbsenceNoteStatus;
    withdrawable: boolean;
    studentId: string;
    studentName: string;
    reportedBy: string;
    from: string;
    to: string;
  }>`
    select n.status, app_absence_note_withdrawable(n.status, n.from_date) as withdrawable,
           n.student_id as "studentId", s.full_name as "studentName",
           n.reported_by as "reportedBy", n.from_date::text as "from", n.to_date::text as "to"
      from absence_notes n
      join students s on s.tenant_id = n.tenant_id and s.id = n.student_id
     where n.id = ${id}::uuid`.execute(tx);
  return rows[0] ?? null;
}

export async function setStatus(
  tx: Tx,
  id: string,
  change: { status: AbsenceNoteStatus; decidedBy?: string; declineReason?: string | null },
) {
  await tx
    .updateTable('absence_notes')
    .set({
      status: change.status,
      ...(change.decidedBy
        ? {
            decided_by: change.decidedBy,
            decided_at: sql<Date>`now()`,
            decline_reason: change.declineReason ?? null,
          }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** The caller's children with the periods of their timetables, and the school's today. */
export async function childrenWithPeriods(tx: Tx, parentId: string): Promise<AbsenceChildren> {
  const { rows } = await sql<AbsenceChildren>`
    select app_school_today()::text as today,
           coalesce((select json_agg(json_build_object(
                     'studentId', s.id, 'studentName', s.full_name,
                     'periods', coalesce((select json_agg(${periodJson}
                                                  order by te.day_of_week, te.start_time)
                                             from enrolments e
                                             join classes c on c.tenant_id = e.tenant_id
                                                           and c.id = e.class_id
                                             join timetable_entries te
                                               on te.tenant_id = c.tenant_id and te.class_id = c.id
                                            where e.tenant_id = s.tenant_id
                                              and e.student_id = s.id), '[]'::json))
                     order by s.full_name)
              from guardianships g
              join students s on s.tenant_id = g.tenant_id and s.id = g.student_id
             where g.parent_user_id = ${parentId}), '[]'::json) as children`.execute(tx);
  return rows[0]!;
}

/**
 * A class's day for the register: the note that reported each student's day in this class
 * (app_absence_note_on), whether their stored mark is linked to it, and the marks that contradict
 * the notes (app_absence_mark_mismatch).
 */
export async function classDayNotes(
  tx: Tx,
  classId: string,
  date: string,
): Promise<Omit<ClassAbsenceNotes, 'date'>> {
  const { rows } = await sql<{
    student_id: string;
    note_id: string | null;
    reason: ClassAbsenceNotes['notes'][number]['reason'] | null;
    note: string | null;
    status: AbsenceNoteStatus | null;
    linked: boolean;
    mismatch: ClassAbsenceNotes['mismatches'][number]['mismatch'] | null;
  }>`
    select e.student_id, n.id as note_id, n.reason, n.note, n.status,
           coalesce(a.absence_note_id = n.id, false) as linked,
           app_absence_mark_mismatch(a.status, a.absence_note_id) as mismatch
      from enrolments e
      left join lateral (
        select app_absence_note_on(e.student_id, ${date}::date, ${classId}::uuid) as id) r on true
      left join absence_notes n on n.tenant_id = e.tenant_id and n.id = r.id
      left join attendance a on a.tenant_id = e.tenant_id and a.student_id = e.student_id
                            and a.date = ${date}::date
     where e.class_id = ${classId}::uuid`.execute(tx);
  return {
    notes: rows.flatMap((row) =>
      row.note_id && row.reason && row.status
        ? [
            {
              studentId: row.student_id,
              noteId: row.note_id,
              reason: row.reason,
              note: row.note ?? '',
              status: row.status,
              linked: row.linked,
            },
          ]
        : [],
    ),
    mismatches: rows.flatMap((row) =>
      row.mismatch ? [{ studentId: row.student_id, mismatch: row.mismatch }] : [],
    ),
  };
}

/**
 * Excused and unexcused absences per student between the dates, wherever marked: excused is the
 * one rule app_absence_excused. The students: a class's, or a guardian's children.
 */
export async function absenceSummary(
  tx: Tx,
  whose: { classId: string } | { parentId: string },
  from: string,
  to: string,
): Promise<AbsenceSummary['students']> {
  const students =
    'classId' in whose
      ? sql`select e.student_id from enrolments e where e.class_id = ${whose.classId}::uuid`
      : sql`select g.student_id from guardianships g where g.parent_user_id = ${whose.parentId}::uuid`;
  const { rows } = await sql<AbsenceSummary['students'][number]>`
    select s.id as "studentId", s.full_name as "studentName",
           count(*) filter (where x.excused)::int as excused,
           count(*) filter (where not x.excused)::int as unexcused
      from students s
      left join lateral (
        select app_absence_excused(a.status, a.student_id, a.date, a.class_id) as excused
          from attendance a
         where a.tenant_id = s.tenant_id and a.student_id = s.id and a.status = 'absent'
           and a.date between ${from}::date and ${to}::date) x on true
     where s.id in (${students})
     group by s.id, s.full_name
     order by s.full_name, s.id`.execute(tx);
  return rows;
}

/**
 * Excused and unexcused absences between the dates per class the register was taken in, for the
 * whole school (an admin reads every mark): excused is the one rule app_absence_excused. Most
 * absences first.
 */
export async function classAbsenceCounts(
  tx: Tx,
  from: string,
  to: string,
): Promise<ClassAbsenceSummary['classes']> {
  const { rows } = await sql<ClassAbsenceSummary['classes'][number]>`
    select a.class_id as "classId", c.name as "className",
           count(*) filter (where x.excused)::int as excused,
           count(*) filter (where not x.excused)::int as unexcused
      from attendance a
      left join classes c on c.tenant_id = a.tenant_id and c.id = a.class_id
      cross join lateral (
        select app_absence_excused(a.status, a.student_id, a.date, a.class_id) as excused) x
     where a.tenant_id = app_tenant_id() and a.status = 'absent'
       and a.date between ${from}::date and ${to}::date
     group by a.class_id, c.name
     order by count(*) desc, c.name nulls last, a.class_id`.execute(tx);
  return rows;
}

/** The school's marks of the last `days` days that contradict the notes, newest first. */
export async function flaggedMarks(tx: Tx, days: number): Promise<AbsenceFlag[]> {
  const { rows } = await sql<AbsenceFlag>`
    select a.student_id as "studentId", s.full_name as "studentName", a.date::text as date,
           c.name as "className", app_absence_mark_mismatch(a.status, a.absence_note_id) as mismatch
      from attendance a
      join students s on s.tenant_id = a.tenant_id and s.id = a.student_id
      left join classes c on c.tenant_id = a.tenant_id and c.id = a.class_id
     where a.date between app_school_today() - ${days}::int and app_school_today()
       and app_absence_mark_mismatch(a.status, a.absence_note_id) is not null
     order by a.date desc, s.full_name, s.id
     limit 200`.execute(tx);
  return rows;
}
