import { sql, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoSchools } from './schools/demo-schools.ts';
import { SAM_RECORD_ID } from './schools/greenwood-year.ts';
import { isLetterGrade, overallLetterGrade } from '@/shared/rules/letter-grades.ts';
import { account, demoToday, greenwood, riverside } from '../test/demo.ts';
import { expectConsistentYear } from '../test/school-year-checks.ts';
import { schoolRowCount } from '../test/school-row-count.ts';
import { testBackends, withTestDatabase } from '../test/test-app.ts';
import { useTestApp, useTestDatabase } from '../test/use-test-app.ts';
import type { AppDatabase } from '../platform/db/database.ts';
import type { Database } from '../platform/db/schema.ts';
import { demoSchoolPlan, seedDemo } from './seed-demo.ts';
import { attendanceRate, attendanceWindowStart } from '@/shared/rules/attendance.ts';
import { isSchoolDay, schoolDaysBetween } from './school-calendar.ts';
import { CLASS_SUBJECTS, createSchools, planSchool, SCHOOL_PASSWORD } from './school-builder.ts';
import { onSameSchool } from '../platform/db/same-school-join.ts';
import { tenantColumns } from '../tenants/tenant-columns.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('planSchool', () => {
  it('is deterministic for a seed, and makes the people asked for', () => {
    const options = { seed: 42, admins: 1, teachers: 3, parents: 2, students: 4 };
    const school = planSchool(options);
    expect(planSchool(options)).toEqual(school);
    expect(school.code).toBe(`S${(42).toString(36).toUpperCase()}`);
    expect(school.id).toMatch(uuid);
    expect(
      [school.admins, school.teachers, school.parents, school.students].map(
        (people) => people.length,
      ),
    ).toEqual([1, 3, 2, 4]);
    expect(school.people).toHaveLength(10);
    expect(school.teachers.map((person) => person.email)).toEqual([
      `teacher@${school.code.toLowerCase()}.test`,
      `teacher2@${school.code.toLowerCase()}.test`,
      `teacher3@${school.code.toLowerCase()}.test`,
    ]);
    for (const person of school.people) {
      expect(person.id).toMatch(uuid);
      expect(person.tenantId).toBe(school.id);
      expect(person.fullName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(person.password).toBe(SCHOOL_PASSWORD);
    }
    expect(new Set(school.people.map((person) => person.id)).size).toBe(10);

    const other = planSchool({ ...options, seed: 43 });
    expect(other.id).not.toBe(school.id);
    expect(other.code).not.toBe(school.code);
  });

  it('keeps what the options spell out and derives the rest', () => {
    const school = planSchool({
      code: 'OWN',
      name: 'Own School',
      seed: 1,
      teachers: [{ email: 'Head.Teacher@Own.example', fullName: 'Hana Head' }, {}],
      parents: 0,
      students: 0,
      invitations: [{ email: 'New@Own.example', role: 'parent' }],
      branding: { themeMode: 'dark' },
    });
    expect(school.teachers.map(({ email, fullName }) => ({ email, fullName }))).toEqual([
      { email: 'head.teacher@own.example', fullName: 'Hana Head' },
      { email: 'teacher2@own.test', fullName: school.teachers[1]!.fullName },
    ]);
    expect(school.parents).toEqual([]);
    expect(school.branding).toEqual({
      themeMode: 'dark',
      primaryColor: '#ec4899',
      secondaryColor: '#3b82f6',
      logoUrl: null,
    });
    expect(school.invitations).toEqual([
      { email: 'new@own.example', role: 'parent', fullName: null, expiresInDays: 14 },
    ]);
  });

  it('refuses two people with one email, and a count that is not a whole number', () => {
    expect(() =>
      planSchool({ code: 'DUP', teachers: [{ email: 'a@x.test' }, { email: 'A@x.test' }] }),
    ).toThrow(/DUP: two people share the email a@x\.test/);
    expect(() => planSchool({ teachers: 1.5 })).toThrow(
      /number of teachers must be a whole number/,
    );
  });
});

/** Counts the INSERT statements a database handle sends (built, or set-based raw SQL). */
function countingInserts(database: AppDatabase) {
  const counter = { inserts: 0 };
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (node.kind === 'InsertQueryNode') counter.inserts++;
      if (node.kind === 'RawNode' && /^\s*insert\b/i.test(node.sqlFragments[0] ?? '')) {
        counter.inserts++;
      }
      return node as RootOperationNode;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: database.db.withPlugin(plugin), counter };
}

describe.each(testBackends())('the seed builder on %s', (kind) => {
  const t = useTestApp(kind);

  it('makes a school whose people sign in and see themselves', async () => {
    const school = await t.createSchool({
      teachers: 2,
      parents: 2,
      invitations: [{ email: 'invited@x.test', role: 'teacher' }],
    });
    for (const person of school.people) {
      const session = await t.signInAs(person);
      const profile = await t.call(session, { url: '/api/profile' });
      expect(profile.json()).toEqual({
        user_id: person.id,
        tenant_id: school.id,
        role: person.role,
        full_name: person.fullName,
        email: person.email,
        theme_preference: null,
      });
    }
    const tenant = await t.app.inject({ url: `/api/tenants/${school.code}` });
    expect(tenant.json()).toMatchObject({
      id: school.id,
      school_name: school.name,
      theme_mode: 'light',
    });
    const invitation = await t.inspect
      .selectFrom('invitations')
      .select([
        'email',
        'role',
        'invited_by',
        sql<boolean>`expires_at > now() + interval '13 days'`.as('open'),
      ])
      .where('tenant_id', '=', school.id)
      .execute();
    expect(invitation).toEqual([
      { email: 'invited@x.test', role: 'teacher', invited_by: school.admins[0]!.id, open: true },
    ]);
  });

  it('writes a few statements per school, however many people it holds', async () => {
    const { db, counter } = countingInserts(t.database);
    const schools = await createSchools(
      db,
      [1, 2, 3].map((n) => ({
        teachers: 10 * n,
        parents: 20 * n,
        students: 40 * n,
        invitations: [{ email: `i${n}@x.test`, role: 'parent' as const }],
      })),
    );
    // tenants once, then users, profiles and invitations of each school
    expect(counter.inserts).toBe(1 + 3 * 3);
    const users = await t.inspect
      .selectFrom('users')
      .select(['tenant_id', sql<number>`count(*)`.as('count')])
      .where(
        'tenant_id',
        'in',
        schools.map((school) => school.id),
      )
      .groupBy('tenant_id')
      .execute();
    expect(Object.fromEntries(users.map((row) => [row.tenant_id, Number(row.count)]))).toEqual(
      Object.fromEntries(schools.map((school) => [school.id, school.people.length])),
    );
  });

  it('writes one statement per table per school for a year of school data', async () => {
    const { db, counter } = countingInserts(t.database);
    const schools = await createSchools(
      db,
      [1, 2].map((n) => ({
        teachers: 4 * n,
        parents: 10 * n,
        students: 2,
        year: { sections: ['A', 'B'], students: 50 * n },
      })),
    );
    // tenants once, then per school users, profiles, subjects, students, guardianships, classes,
    // enrolments, timetable entries, fee structures, fee records and payments (no invitations)
    expect(counter.inserts).toBe(1 + 2 * 11);
    for (const school of schools) {
      const records = await t.inspect
        .selectFrom('fee_records')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('tenant_id', '=', school.id)
        .executeTakeFirstOrThrow();
      expect(records.n).toBe(school.year!.feeRecords.length);
    }
  });

  it('splits a table only past the parameter limit', async () => {
    const { db, counter } = countingInserts(t.database);
    // 7,600 student records of 8 parameters each: more than one statement may carry.
    const [school] = await createSchools(db, [
      {
        teachers: 1,
        parents: 0,
        students: 0,
        year: { students: 7_600, curriculum: () => [], fees: [] },
      },
    ]);
    // tenants; users and profiles; subjects; students in two statements
    expect(counter.inserts).toBe(1 + 2 + 1 + 2);
    const students = await t.inspect
      .selectFrom('students')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('tenant_id', '=', school!.id)
      .executeTakeFirstOrThrow();
    expect(students.n).toBe(7_600);
  });

  it('gives one seed the same school in another database', async () => {
    await withTestDatabase(kind, async ({ database, inspect }) => {
      const [here] = await createSchools(t.database.db, [{ seed: 777, teachers: 2 }]);
      const [there] = await createSchools(database.db, [{ seed: 777, teachers: 2 }]);
      expect(there).toEqual(here);
      const names = (db: Kysely<Database>) =>
        db
          .selectFrom('profiles')
          .select(['user_id', 'full_name', 'email'])
          .where('tenant_id', '=', here!.id)
          .orderBy('email')
          .execute();
      expect(await names(inspect)).toEqual(await names(t.inspect));
    });
  });
});

describe.each(testBackends())('the demo seed on %s', (kind) => {
  const test = useTestDatabase(kind);
  beforeAll(async () => {
    await seedDemo(test.database);
  });

  it('holds exactly the demo schools of src/server/seed/schools/demo-schools.ts', async () => {
    const db = test.inspect;
    const tenants = await db
      .selectFrom('tenants')
      .select(tenantColumns)
      .orderBy('school_code')
      .execute();
    expect(tenants).toEqual(
      demoSchools.map((school) => ({
        id: school.id,
        school_code: school.code,
        school_name: school.name,
        logo_url: school.logoUrl,
        theme_mode: school.themeMode,
        primary_color: school.primaryColor,
        secondary_color: school.secondaryColor,
      })),
    );
    const people = await db
      .selectFrom('users')
      .innerJoin('profiles', (join) => onSameSchool(join, 'profiles.user_id', 'users.id'))
      .select([
        'users.tenant_id',
        'users.id',
        'users.email',
        'profiles.role',
        'profiles.full_name',
        'profiles.email as profile_email',
        'profiles.status',
        sql<boolean>`users.email_confirmed_at is not null`.as('confirmed'),
      ])
      .orderBy('users.tenant_id')
      .orderBy('users.id')
      .execute();
    // Everyone the seed plans: the published accounts with their fixed ids, then the school's
    // further teachers and parents.
    const row = (tenantId: string, person: { id: string; email: string; fullName: string }) => ({
      tenant_id: tenantId,
      id: person.id,
      email: person.email,
      full_name: person.fullName,
      profile_email: person.email,
      status: 'active',
      confirmed: true,
    });
    const planned = demoSchools.flatMap((school) =>
      demoSchoolPlan(school).people.map((person) => ({
        ...row(school.id, person),
        role: person.role,
      })),
    );
    const byTenantAndId = (a: { tenant_id: string; id: string }, b: typeof a) =>
      a.tenant_id.localeCompare(b.tenant_id) || a.id.localeCompare(b.id);
    expect(people).toEqual(planned.sort(byTenantAndId));
    expect(people).toEqual(
      expect.arrayContaining(
        demoSchools.flatMap((school) =>
          school.accounts.map((account) => ({ ...row(school.id, account), role: account.role })),
        ),
      ),
    );
    const [greenwoodPeople, riversidePeople] = demoSchools.map((school) =>
      people.filter((person) => person.tenant_id === school.id),
    );
    expect(greenwoodPeople!.filter((person) => person.role === 'teacher')).toHaveLength(21);
    expect(riversidePeople!.length).toBeLessThan(30);
    const invitations = await db
      .selectFrom('invitations')
      .select([
        'tenant_id',
        'email',
        'role',
        'full_name',
        'invited_by',
        'accepted_at',
        sql<boolean>`expires_at > now() + interval '9 years'`.as('open'),
      ])
      .orderBy('tenant_id')
      .execute();
    expect(invitations).toEqual(
      demoSchools.flatMap((school) =>
        school.invitations.map((invitation) => ({
          tenant_id: school.id,
          email: invitation.email,
          role: invitation.role,
          full_name: invitation.fullName,
          invited_by: school.accounts.find((account) => account.role === 'admin')!.id,
          accepted_at: null,
          open: true,
        })),
      ),
    );
  });

  it('gives Greenwood a year: about 300 students over Grades 1 to 12, classes, fees', async () => {
    const grades = await sql<{ grade_level: number; sections: string[]; n: number }>`
      select grade_level, array_agg(distinct section order by section) as sections, count(*)::int as n
        from students where tenant_id = ${greenwood.id}
       group by grade_level order by grade_level`.execute(test.inspect);
    expect(grades.rows.map((row) => row.grade_level)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    const total = grades.rows.reduce((sum, row) => sum + row.n, 0);
    expect(total).toBeGreaterThanOrEqual(280);
    expect(total).toBeLessThanOrEqual(320);
    for (const row of grades.rows) {
      expect(row.sections).toEqual(['A', 'B']);
      expect(row.n).toBeGreaterThanOrEqual(20);
    }
    const subjects = await test.inspect
      .selectFrom('subjects')
      .select('name')
      .where('tenant_id', '=', greenwood.id)
      .execute();
    expect(subjects.map((subject) => subject.name).sort()).toEqual([...CLASS_SUBJECTS].sort());

    // Parents with one, two and three children; children with one and two guardians.
    const families = await sql<{ children: number; parents: number }>`
      select children, count(*)::int as parents from (
        select parent_user_id, count(*)::int as children from guardianships
         where tenant_id = ${greenwood.id} group by parent_user_id) per_parent
       group by children order by children`.execute(test.inspect);
    expect(families.rows.map((row) => row.children)).toEqual([1, 2, 3]);
    const guardians = await sql<{ guardians: number }>`
      select distinct count(*)::int as guardians from guardianships
       where tenant_id = ${greenwood.id} group by student_id order by 1`.execute(test.inspect);
    expect(guardians.rows.map((row) => row.guardians)).toEqual([1, 2]);

    // The teacher dashboard's sample classes are the demo teacher's.
    const reed = await sql<{ name: string; subject: string; students: number; lessons: number }>`
      select c.name, s.name as subject,
             (select count(*)::int from enrolments e
               where e.tenant_id = c.tenant_id and e.class_id = c.id) as students,
             (select count(*)::int from timetable_entries te
               where te.tenant_id = c.tenant_id and te.class_id = c.id) as lessons
        from classes c join subjects s on s.tenant_id = c.tenant_id and s.id = c.subject_id
       where c.tenant_id = ${greenwood.id} and c.teacher_id = ${account(greenwood, 'teacher').id}
       order by c.name`.execute(test.inspect);
    expect(reed.rows.map(({ name, subject }) => `${name} ${subject}`)).toEqual([
      'Grade 10A Mathematics',
      'Grade 10B Mathematics',
      'Grade 11A Physics',
      'Grade 11B Physics',
    ]);
    for (const klass of reed.rows) {
      expect(klass.students).toBeGreaterThan(5);
      expect(klass.lessons).toBe(3);
    }
    await expectConsistentYear(test.inspect, greenwood.id);
    await expectConsistentYear(test.inspect, riverside.id);
  });

  it("owes exactly $1,200 on the demo parent's first child, Sam Shah, and on the family", async () => {
    const today = demoToday();
    // Unpaid records (pending or overdue) due up to today, per child of parent@greenwood.edu.
    const due = await sql<{
      full_name: string;
      roll_number: string;
      account: string | null;
      due: number;
    }>`
      select s.full_name, s.roll_number, u.email as account,
             coalesce(sum(fr.amount_cents) filter (where fr.paid_on is null and fr.due_date <= ${today}), 0)::int as due
        from guardianships g
        join students s on s.tenant_id = g.tenant_id and s.id = g.student_id
        left join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
        left join fee_records fr on fr.tenant_id = s.tenant_id and fr.student_id = s.id
       where g.tenant_id = ${greenwood.id} and g.parent_user_id = ${account(greenwood, 'parent').id}
       group by s.id, s.full_name, s.roll_number, u.email
       order by s.full_name`.execute(test.inspect);
    expect(due.rows).toEqual([
      {
        full_name: 'Sam Shah',
        roll_number: 'S0001',
        account: 'student@greenwood.edu',
        due: 120000,
      },
      { full_name: 'Tara Shah', roll_number: 'S0002', account: null, due: 0 },
    ]);
  });

  it('marks Sam Shah 13 present and 2 absent in the 30-day window: 87%, today unmarked', async () => {
    const today = demoToday();
    const sam = await sql<{ present: number; absent: number; late: number; today: number }>`
      select count(*) filter (where a.status = 'present')::int as present,
             count(*) filter (where a.status = 'absent')::int as absent,
             count(*) filter (where a.status = 'late')::int as late,
             count(*) filter (where a.date = ${today})::int as today
        from attendance a
       where a.tenant_id = ${greenwood.id} and a.student_id = ${SAM_RECORD_ID}
         and a.date between ${attendanceWindowStart(today)} and ${today}`.execute(test.inspect);
    const counts = sam.rows[0]!;
    expect(counts).toEqual({ present: 13, absent: 2, late: 0, today: 0 });
    expect(attendanceRate(counts)).toBe(87);
  });

  it.each([greenwood, riverside])(
    'marks every enrolled student of $code on every school day so far, realistically',
    async (school) => {
      const today = demoToday();
      const rows = await sql<{ student_id: string; date: string; status: string }>`
        select a.student_id, a.date::text as date, a.status
          from attendance a
         where a.tenant_id = ${school.id}
           and exists (select 1 from enrolments e join classes c on c.tenant_id = e.tenant_id
                          and c.id = e.class_id and c.teacher_id = a.marked_by
                        where e.tenant_id = a.tenant_id and e.student_id = a.student_id
                          and e.class_id = a.class_id)
         order by a.student_id, a.date`.execute(test.inspect);
      const all = await schoolRowCount(test.inspect, 'attendance', school.id);
      // Every row is marked by the teacher of the class it was taken in, the student's class.
      expect(rows.rows).toHaveLength(all);
      // Every school day from the first one marked (or the day the student joined) to yesterday.
      const joined = await sql<{ id: string; joined: string }>`
        select id, (created_at at time zone 'UTC')::date::text as joined
          from students where tenant_id = ${school.id}`.execute(test.inspect);
      const joinedOn = new Map(joined.rows.map((row) => [row.id, row.joined]));
      const first = rows.rows.reduce((min, row) => (row.date < min ? row.date : min), today);
      const days = schoolDaysBetween(
        first,
        new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10),
      );
      expect(days.length).toBeGreaterThanOrEqual(20);
      expect(
        first <= `${Number(today.slice(0, 4)) - (today.slice(5, 7) >= '09' ? 0 : 1)}-09-01`,
      ).toBe(true);
      const byStudent = new Map<string, (typeof rows.rows)[number][]>();
      for (const row of rows.rows) {
        byStudent.set(row.student_id, [...(byStudent.get(row.student_id) ?? []), row]);
      }
      const enrolled = await sql<{ student_id: string }>`
        select distinct student_id from enrolments where tenant_id = ${school.id}`.execute(
        test.inspect,
      );
      const enrolledIds = new Set(enrolled.rows.map((row) => row.student_id));
      expect([...byStudent.keys()].every((student) => enrolledIds.has(student))).toBe(true);
      const windowStart = attendanceWindowStart(today);
      let below90 = 0;
      let inARow = 0;
      for (const student of enrolledIds) {
        // A family that joined this month on a weekend has no school day to be marked on yet.
        const marks = byStudent.get(student) ?? [];
        const dates = marks.map((mark) => mark.date);
        expect(dates.every(isSchoolDay)).toBe(true);
        const expected = days.filter((day) => day >= joinedOn.get(student)!);
        if (student === SAM_RECORD_ID) {
          // Sam: his last 15 school days in the window, the window's earlier ones unmarked.
          expect(dates).toEqual(
            expected
              .filter((day) => day < windowStart)
              .concat(expected.filter((day) => day >= windowStart).slice(-15)),
          );
        } else {
          expect(dates).toEqual(expected);
        }
        const recent = marks.filter((mark) => mark.date >= windowStart);
        if (!recent.length) continue;
        const count = (status: string) => recent.filter((mark) => mark.status === status).length;
        const rate = attendanceRate({
          present: count('present'),
          absent: count('absent'),
          late: count('late'),
        })!;
        if (rate < 90) below90++;
        if (/absent,absent,absent/.test(recent.map((mark) => mark.status).join(','))) inARow++;
      }
      const statuses = rows.rows.map((row) => row.status);
      const share = (status: string) =>
        statuses.filter((value) => value === status).length / statuses.length;
      expect(share('present')).toBeGreaterThan(0.85);
      expect(share('late')).toBeGreaterThan(0.01);
      expect(share('absent')).toBeGreaterThan(0.005);
      // Sam and the two planned below 90 % in the 30-day window, maybe a few more by their habits.
      // Planned for each of 400 days in a row (2026-08-01 on), Greenwood had 8 to 35 of its 300
      // below 90 %, Riverside 2 to 6 of its 20: one three-day spell in a 20-day window is enough.
      expect(below90).toBeGreaterThanOrEqual(school === greenwood ? 3 : 2);
      expect(below90).toBeLessThan(byStudent.size / (school === greenwood ? 5 : 3));
      expect(inARow).toBeGreaterThanOrEqual(1);
      // Nobody on a weekend, a holiday or today.
      const { rows: odd } = await sql<{ n: number }>`
        select count(*)::int as n from attendance
         where tenant_id = ${school.id} and (date >= ${today}::date or extract(isodow from date) > 5)`.execute(
        test.inspect,
      );
      expect(odd[0]!.n).toBe(0);
    },
  );

  it.each(['2026-07-15', '2026-08-31', '2026-09-01', '2026-11-22', '2027-01-31', '2027-06-30'])(
    'plans exactly $1,200 due on Sam Shah on any day of the year (%s)',
    (today) => {
      const plan = demoSchoolPlan(greenwood, { today });
      const sam = plan.year!.students.find((student) => student.rollNumber === 'S0001')!;
      const due = plan
        .year!.feeRecords.filter(
          (record) => record.studentId === sam.id && !record.paidOn && record.dueDate <= today,
        )
        .reduce((sum, record) => sum + record.amountCents, 0);
      expect(due).toBe(120000);
    },
  );

  it('gives Sam Shah grade A- and exactly 3 pending assignments, and Thomas Reed reviews and meetings', async () => {
    const today = demoToday();
    // Sam's graded letters.
    const graded = await sql<{ grade: string }>`
      select grade from submissions
       where tenant_id = ${greenwood.id} and student_id = ${SAM_RECORD_ID} and status = 'graded'`.execute(
      test.inspect,
    );
    const letters = graded.rows.map((row) => row.grade).filter(isLetterGrade);
    expect(letters.length).toBeGreaterThan(0);
    expect(overallLetterGrade(letters)).toBe('A-');
    // Published assignments of Sam's classes and his submission of each.
    const work = await sql<{ status: string | null; upcoming: boolean; n: number }>`
      select x.status, a.due_date > ${today}::date as upcoming, count(*)::int as n
        from enrolments e
        join assignments a on a.tenant_id = e.tenant_id and a.class_id = e.class_id
        left join submissions x on x.tenant_id = a.tenant_id and x.assignment_id = a.id
                               and x.student_id = e.student_id
       where e.tenant_id = ${greenwood.id} and e.student_id = ${SAM_RECORD_ID}
         and a.status = 'published'
       group by 1, 2 order by 1, 2`.execute(test.inspect);
    const count = (status: string | null, upcoming: boolean) =>
      work.rows.find((row) => row.status === status && row.upcoming === upcoming)?.n ?? 0;
    expect(count('pending', true)).toBe(3);
    expect(count('pending', false)).toBe(0);
    expect(count(null, true) + count(null, false)).toBe(0);
    // Thomas Reed: work handed in and waiting for a grade, and two meetings this week.
    const reed = account(greenwood, 'teacher').id;
    const reviews = await sql<{ n: number }>`
      select count(*)::int as n from submissions x
        join assignments a on a.tenant_id = x.tenant_id and a.id = x.assignment_id
        join classes c on c.tenant_id = a.tenant_id and c.id = a.class_id
       where x.tenant_id = ${greenwood.id} and c.teacher_id = ${reed} and x.status = 'submitted'`.execute(
      test.inspect,
    );
    expect(reviews.rows[0]!.n).toBeGreaterThan(0);
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const sunday = new Date(Date.parse(`${today}T00:00:00Z`) + ((7 - weekday) % 7) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const meetings = await sql<{ n: number }>`
      select count(*)::int as n from meetings
       where tenant_id = ${greenwood.id} and teacher_id = ${reed} and status = 'scheduled'
         and meeting_date between ${today}::date and ${sunday}::date`.execute(test.inspect);
    expect(meetings.rows[0]!.n).toBe(2);
  });

  it.each(['2026-09-01', '2026-11-22', '2026-11-27', '2027-03-07', '2027-06-30'])(
    'plans grade A- and 3 pending for Sam Shah on any day (%s)',
    (today) => {
      const plan = demoSchoolPlan(greenwood, { today });
      const teaching = plan.teaching!;
      const published = new Map(
        teaching.assignments
          .filter((row) => row.status === 'published')
          .map((row) => [row.id, row]),
      );
      const sams = teaching.submissions.filter((row) => row.studentId === SAM_RECORD_ID);
      const letters = sams.flatMap((row) => (row.grade ? [row.grade] : []));
      expect(overallLetterGrade(letters)).toBe('A-');
      const pending = sams.filter((row) => row.status === 'pending');
      expect(pending).toHaveLength(3);
      expect(pending.every((row) => published.get(row.assignmentId)!.dueDate > today)).toBe(true);
      expect(teaching.meetings.filter((row) => row.meetingDate >= today)).toHaveLength(3);
    },
  );

  it('writes the rows the plan holds (same seed and today, same rows)', async () => {
    const plan = demoSchoolPlan(greenwood);
    const records = await test.inspect
      .selectFrom('fee_records')
      .select(['id', 'student_id', 'fee_structure_id', 'amount_cents', 'due_date', 'paid_on'])
      .where('tenant_id', '=', greenwood.id)
      .orderBy('id')
      .execute();
    expect(records).toEqual(
      plan
        .year!.feeRecords.map((record) => ({
          id: record.id,
          student_id: record.studentId,
          fee_structure_id: record.feeStructureId,
          amount_cents: record.amountCents,
          due_date: record.dueDate,
          paid_on: record.paidOn,
        }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
    const timetable = await test.inspect
      .selectFrom('timetable_entries')
      .select(['id', 'class_id', 'day_of_week', 'start_time', 'end_time'])
      .where('tenant_id', '=', greenwood.id)
      .orderBy('id')
      .execute();
    expect(timetable).toEqual(
      plan
        .year!.timetable.map((entry) => ({
          id: entry.id,
          class_id: entry.classId,
          day_of_week: entry.dayOfWeek,
          start_time: entry.startTime,
          end_time: entry.endTime,
        }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(demoSchoolPlan(greenwood)).toEqual(plan);
  });

  it('gives every demo account the published password, and loads nothing twice', async () => {
    const { verifyPassword } = await import('../auth/passwords.ts');
    const hashes = await test.inspect
      .selectFrom('users')
      .select('password_hash')
      .distinct()
      .execute();
    expect(hashes).toHaveLength(1);
    expect(await verifyPassword(hashes[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
    expect(await seedDemo(test.database)).toBe(false);
    expect(await seedDemo(test.database, { force: true })).toBe(false);
  });
});

describe.each(testBackends())('the seed builder under forced row-level security on %s', (kind) => {
  // app_make_tenant_table forces row-level security: the owner too sees and writes only the current
  // school's rows.
  const test = useTestDatabase(kind);

  it('still creates schools, each inside its own tenant scope', async () => {
    const [first, second] = await createSchools(test.database.db, [
      { teachers: 2 },
      { parents: 3 },
    ]);
    const count = (tenantId: string) =>
      test.database.db.transaction().execute(async (tx) => {
        await sql`select set_config('app.tenant_id', ${tenantId}, true)`.execute(tx);
        // The filter matters on PGlite only, where the superuser is above row-level security.
        const rows = await tx
          .selectFrom('profiles')
          .select('user_id')
          .where('tenant_id', '=', tenantId)
          .execute();
        return rows.length;
      });
    expect(await count(first!.id)).toBe(first!.people.length);
    expect(await count(second!.id)).toBe(second!.people.length);
  });

  it.runIf(kind === 'postgres')('refuses the owner a row outside the current school', async () => {
    const [school] = await createSchools(test.database.db, [{}]);
    await expect(
      test.database.db
        .insertInto('audit_log')
        .values({ tenant_id: school!.id, action: 'test', details: '{}' })
        .execute(),
    ).rejects.toThrow(/row-level security/);
  });
});
