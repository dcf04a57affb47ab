import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbsenceNoteStatus, ClassAbsenceSummary } from '@/shared/schemas/absence-notes.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../seed/school-builder.ts';
import { constructClass } from '../test/attendance-school.ts';
import type { ConstructedClass } from '../test/attendance-school.ts';
import { createTestApp, testBackends, type TestApp } from '../test/test-app.ts';

const DAY = '2026-10-05';
const NEXT_DAY = '2026-10-06';
const BEFORE = '2026-09-30';
const RANGE = '/api/admin/absence-summary?from=2026-10-01&to=2026-10-31';

describe.each(testBackends())('the office’s absences per class on %s', (kind) => {
  let t: TestApp;
  let school: School;
  let other: School;
  let admin: Session;
  let alpha: ConstructedClass;
  let beta: ConstructedClass;
  let elsewhere: ConstructedClass;

  const mark = (
    where: School,
    classId: string,
    studentId: string,
    date: string,
    status: 'absent' | 'present' = 'absent',
  ) => ({ tenant_id: where.id, class_id: classId, student_id: studentId, date, status });
  const note = (where: School, studentId: string, status: AbsenceNoteStatus, date = DAY) => ({
    tenant_id: where.id,
    student_id: studentId,
    reported_by: where.parents[0]!.id,
    from_date: date,
    to_date: date,
    reason: 'illness' as const,
    status,
    decline_reason: status === 'declined' ? 'No reason given' : null,
  });

  /** The same figures counted in plain SQL: absent marks, excused when an accepted note spans them. */
  const plainCounts = async (tenantId: string) => {
    const { rows } = await sql<{ classId: string; excused: number; unexcused: number }>`
      select a.class_id as "classId",
             count(*) filter (where accepted.hit)::int as excused,
             count(*) filter (where not accepted.hit)::int as unexcused
        from attendance a
        cross join lateral (
          select exists (select 1 from absence_notes n
                          where n.tenant_id = a.tenant_id and n.student_id = a.student_id
                            and n.status = 'accepted'
                            and a.date between n.from_date and n.to_date) as hit) accepted
       where a.tenant_id = ${tenantId} and a.status = 'absent'
         and a.date between '2026-10-01' and '2026-10-31'
       group by a.class_id
       order by count(*) desc`.execute(t.inspect);
    return rows;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [school, other] = await Promise.all([
      t.createSchool({ teachers: 1, parents: 3, students: 0 }),
      t.createSchool({ teachers: 1, parents: 1, students: 0 }),
    ]);
    alpha = await constructClass(t.inspect, school, { teacher: 0, students: 3, name: 'Alpha' });
    beta = await constructClass(t.inspect, school, { teacher: 0, students: 2, name: 'Beta' });
    elsewhere = await constructClass(t.inspect, other, { teacher: 0, students: 1, name: 'Far' });
    const [a1, a2, a3] = alpha.studentIds as [string, string, string];
    const [b1, b2] = beta.studentIds as [string, string];
    const [far] = elsewhere.studentIds as [string];
    await t.inspect
      .insertInto('absence_notes')
      .values([
        note(school, a1, 'accepted'),
        note(school, a2, 'declined'),
        note(school, b1, 'pending'),
        note(school, a3, 'withdrawn'),
        note(other, far, 'accepted'),
      ])
      .execute();
    await t.inspect
      .insertInto('attendance')
      .values([
        // Alpha: excused (accepted), unexcused (declined), unexcused (withdrawn), and a1 again
        // the next day, which no note covers: 1 excused, 3 unexcused.
        mark(school, alpha.classId, a1, DAY),
        mark(school, alpha.classId, a2, DAY),
        mark(school, alpha.classId, a3, DAY),
        mark(school, alpha.classId, a1, NEXT_DAY),
        // Not counted: a present mark, and an absence before the range.
        mark(school, alpha.classId, a2, NEXT_DAY, 'present'),
        mark(school, alpha.classId, a3, BEFORE),
        // Beta: a pending note's absence and an unreported one, both unexcused.
        mark(school, beta.classId, b1, DAY),
        mark(school, beta.classId, b2, DAY),
        // Another school's excused absence in the same days.
        mark(other, elsewhere.classId, far, DAY),
      ])
      .execute();
    admin = await t.signInAs(school.admins[0]!);
  });
  afterAll(async () => t?.close());

  it('counts each class’s excused and unexcused absences, most first, by the one rule', async () => {
    const body = await t.okJson<ClassAbsenceSummary>(admin, RANGE);
    expect(body).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      classes: [
        { classId: alpha.classId, className: 'Alpha', excused: 1, unexcused: 3 },
        { classId: beta.classId, className: 'Beta', excused: 0, unexcused: 2 },
      ],
    });
    // The same numbers as plain SQL counts of the rows.
    expect(
      body.classes.map(({ classId, excused, unexcused }) => ({ classId, excused, unexcused })),
    ).toEqual(await plainCounts(school.id));
    // The other school's class is never counted, nor named.
    expect(JSON.stringify(body)).not.toContain(elsewhere.classId);
    expect(JSON.stringify(body)).not.toContain('Far');
    const theirs = await t.okJson<ClassAbsenceSummary>(await t.signInAs(other.admins[0]!), RANGE);
    expect(theirs.classes).toEqual([
      { classId: elsewhere.classId, className: 'Far', excused: 1, unexcused: 0 },
    ]);
  });

  it('defaults to this month up to the school’s today', async () => {
    const body = await t.okJson<ClassAbsenceSummary>(admin, '/api/admin/absence-summary');
    const today = await sql<{ today: string }>`
      select (now() at time zone t.time_zone)::date::text as today
        from tenants t where t.id = ${school.id}`.execute(t.inspect);
    expect(body.to).toBe(today.rows[0]!.today);
    expect(body.from).toBe(`${body.to.slice(0, 7)}-01`);
  });

  it('is the office’s only, and refuses a reversed range', async () => {
    for (const person of [school.teachers[0]!, school.parents[0]!]) {
      const response = await t.call(await t.signInAs(person), { url: RANGE });
      expect(response.statusCode).toBe(403);
    }
    const reversed = await t.call(admin, {
      url: '/api/admin/absence-summary?from=2026-10-31&to=2026-10-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('The end date must be on or after the start date');
  });
});
