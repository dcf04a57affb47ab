import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../platform/db/schema.ts';
import { feeDueDates, schoolYearOf } from '@/shared/rules/fee-schedule.ts';
import { seedSchoolDay } from '../seed/school-calendar.ts';
import { demoToday } from './demo.ts';

/**
 * The year's rows of a school hold together, checked with plain SQL over what was written: every
 * enrolment's student and class are of the school and of the same grade, a child has at most two
 * guardians, no teacher is in two places at once, fee records follow their structure's grades and
 * schedule, and every paid record has its payment.
 */
export async function expectConsistentYear(
  db: Kysely<Database>,
  tenantId: string,
  today = demoToday(),
) {
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    (await query.execute(db)).rows[0]!.n;

  expect(
    await count(sql`select count(*)::int as n from students where tenant_id = ${tenantId}`),
  ).toBeGreaterThan(0);
  expect(
    await count(sql`
      select count(*)::int as n
        from enrolments e
        left join students s on s.tenant_id = e.tenant_id and s.id = e.student_id
        left join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
       where e.tenant_id = ${tenantId}
         and (s.id is null or c.id is null or s.grade_level is distinct from c.grade_level)`),
  ).toBe(0);
  expect(
    await count(sql`
      select count(*)::int as n from (
        select student_id from guardianships where tenant_id = ${tenantId}
         group by student_id having count(*) > 2 or max(slot) > 2) too_many`),
  ).toBe(0);
  expect(
    await count(sql`
      select count(*)::int as n
        from timetable_entries a
        join classes ca on ca.tenant_id = a.tenant_id and ca.id = a.class_id
        join timetable_entries b on b.tenant_id = a.tenant_id and b.id <> a.id
                                and b.day_of_week = a.day_of_week
                                and b.start_time < a.end_time and a.start_time < b.end_time
        join classes cb on cb.tenant_id = b.tenant_id and cb.id = b.class_id
       where a.tenant_id = ${tenantId} and ca.teacher_id = cb.teacher_id`),
  ).toBe(0);
  // A record per student of the structure's grades and due date of its schedule, no other.
  const { rows: structures } = await sql<{
    id: string;
    frequency: 'monthly' | 'quarterly' | 'annually' | 'one-time';
    due_day: number;
    status: string;
    expected: number;
    records: number;
    wrong_grade: number;
    wrong_amount: number;
    due_dates: string[] | null;
  }>`
    select fs.id, fs.frequency, fs.due_day, fs.status,
           (select count(*)::int from students s
             where s.tenant_id = fs.tenant_id and s.grade_level = any (fs.grades)) as expected,
           (select count(distinct fr.student_id)::int from fee_records fr
             where fr.tenant_id = fs.tenant_id and fr.fee_structure_id = fs.id) as records,
           (select count(*)::int from fee_records fr
              join students s on s.tenant_id = fr.tenant_id and s.id = fr.student_id
             where fr.tenant_id = fs.tenant_id and fr.fee_structure_id = fs.id
               and not s.grade_level = any (fs.grades)) as wrong_grade,
           (select count(*)::int from fee_records fr
             where fr.tenant_id = fs.tenant_id and fr.fee_structure_id = fs.id
               and (fr.amount_cents <> fs.amount_cents or fr.fee_type <> fs.fee_type)) as wrong_amount,
           (select array_agg(distinct fr.due_date::text order by fr.due_date::text) from fee_records fr
             where fr.tenant_id = fs.tenant_id and fr.fee_structure_id = fs.id) as due_dates
      from fee_structures fs
     where fs.tenant_id = ${tenantId}`.execute(db);
  expect(structures.length).toBeGreaterThan(0);
  for (const structure of structures) {
    expect(structure.wrong_grade, structure.id).toBe(0);
    expect(structure.wrong_amount, structure.id).toBe(0);
    if (structure.status === 'active') {
      expect(structure.records).toBe(structure.expected);
      // The same due dates the fees API generates for a structure in effect all year.
      const day = seedSchoolDay(today);
      const { start } = schoolYearOf(day);
      expect(structure.due_dates).toEqual(
        feeDueDates({
          frequency: structure.frequency,
          dueDay: structure.due_day,
          from: start,
          today: day,
        }),
      );
    } else {
      expect(structure.records).toBe(0);
    }
  }
  expect(
    await count(sql`
      select count(*)::int as n from fee_records fr
       where fr.tenant_id = ${tenantId} and fr.paid_on is not null and fr.amount_cents > 0
         and (select count(*) from payments p where p.tenant_id = fr.tenant_id
                and p.fee_record_id = fr.id and p.amount_cents = fr.amount_cents
                and p.paid_on = fr.paid_on) <> 1`),
  ).toBe(0);
  expect(
    await count(sql`
      select count(*)::int as n from payments p
        join fee_records fr on fr.tenant_id = p.tenant_id and fr.id = p.fee_record_id
       where p.tenant_id = ${tenantId} and fr.paid_on is null`),
  ).toBe(0);
  expect(
    await count(sql`
      select count(*)::int as n from fee_records
       where tenant_id = ${tenantId} and paid_on is not null and due_date <= current_date`),
  ).toBeGreaterThan(0);
}
