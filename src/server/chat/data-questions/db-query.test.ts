import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalRoles, type PortalRole, type Session } from '@/shared/schemas/auth.ts';
import { account, askData, demoToday, greenwood, riverside, signIn } from '../../test/demo.ts';
import { testBackends } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/** The offline forms "who teaches <subject>" and "attendance of <class> on <day>", per role. */
describe.each(testBackends())('db-query: teachers and a class on a day, on %s', (kind) => {
  const t = useTestApp(kind);
  const sessions = {} as Record<PortalRole, Session>;

  beforeAll(async () => {
    for (const role of portalRoles) {
      sessions[role] = await signIn(t.app, greenwood, role);
    }
  });

  const ask = (session: Session, question: string) => askData(t.app, session, question);

  /** Classes of a school with subject and teacher, as a superuser sees them. */
  const classes = (tenantId: string) =>
    sql<{
      id: string;
      name: string;
      subject: string;
      teacher_id: string;
      teacher: string;
      email: string;
    }>`
      select c.id, c.name, s.name as subject, c.teacher_id, p.full_name as teacher, p.email
        from classes c
        join subjects s on s.tenant_id = c.tenant_id and s.id = c.subject_id
        join profiles p on p.tenant_id = c.tenant_id and p.user_id = c.teacher_id
       where c.tenant_id = ${tenantId}`
      .execute(t.inspect)
      .then((r) => r.rows);

  const parentId = account(greenwood, 'parent').id;
  const teacherId = account(greenwood, 'teacher').id;

  /** Class ids with a child of the demo parent enrolled. */
  const childClassIds = async () =>
    new Set(
      (
        await sql<{ class_id: string }>`
          select e.class_id from enrolments e
            join guardianships g on g.tenant_id = e.tenant_id and g.student_id = e.student_id
           where g.tenant_id = ${greenwood.id} and g.parent_user_id = ${parentId}`.execute(
          t.inspect,
        )
      ).rows.map((r) => r.class_id),
    );

  describe('who teaches <subject>', () => {
    it('an admin: every Physics teacher of the school with email and classes, no other school', async () => {
      const all = await classes(greenwood.id);
      const physics = all.filter((c) => c.subject === 'Physics');
      expect(physics.length).toBeGreaterThan(0);
      const result = await ask(sessions.admin, 'Who teaches Physics?');
      for (const c of physics) {
        expect(result).toContain(c.teacher);
        expect(result).toContain(c.email);
        expect(result).toContain(c.name);
      }
      const notPhysics = all.filter(
        (c) => c.subject !== 'Physics' && !physics.some((p) => p.teacher_id === c.teacher_id),
      );
      for (const c of notPhysics) expect(result).not.toContain(c.email);
      for (const c of await classes(riverside.id)) expect(result).not.toContain(c.email);
    });

    it("a parent: the Mathematics teachers of their own children's classes only", async () => {
      const mine = await childClassIds();
      const maths = (await classes(greenwood.id)).filter((c) => c.subject === 'Mathematics');
      const theirs = maths.filter((c) => mine.has(c.id));
      const others = maths.filter(
        (c) => !mine.has(c.id) && !theirs.some((o) => o.teacher_id === c.teacher_id),
      );
      expect(theirs.length).toBeGreaterThan(0);
      expect(others.length).toBeGreaterThan(0);
      const result = await ask(sessions.parent, 'Who teaches maths?');
      for (const c of theirs) expect(result).toContain(c.teacher);
      for (const c of others) expect(result).not.toContain(c.email);
    });

    it('a subject in a named class; an unknown subject names those there are', async () => {
      const in10A = (await classes(greenwood.id)).filter(
        (c) => c.name === 'Grade 10A' && c.subject === 'English',
      );
      expect(in10A).toHaveLength(1);
      const result = await ask(sessions.teacher, 'Who teaches English in 10A?');
      expect(result).toMatch(
        new RegExp(
          `^English in Grade 10A is taught by ${in10A[0]!.teacher} \\(${in10A[0]!.email}\\)`,
        ),
      );
      const unknown = await ask(sessions.admin, 'Who teaches Astrology?');
      expect(unknown).toMatch(
        /^No class in the school teaches “Astrology”\. Subjects taught there: /,
      );
      const subjects = [...new Set((await classes(greenwood.id)).map((c) => c.subject))];
      for (const subject of subjects) expect(unknown).toContain(subject);
    });
  });

  describe('attendance of a class on a day', () => {
    /** The last day before today with marks, and the school's today (the demo's clock). */
    const markedDay = async () => {
      const { rows } = await sql<{ day: string }>`
        select max(a.date)::text as day
          from attendance a where a.tenant_id = ${greenwood.id}`.execute(t.inspect);
      return { day: rows[0]!.day, today: demoToday() };
    };

    /** Marks on a day of the active students enrolled in the given classes. */
    const marks = async (classIds: string[], day: string) =>
      (
        await sql<{ name: string; status: string | null }>`
          select s.full_name as name, a.status
            from students s
            left join attendance a on a.tenant_id = s.tenant_id and a.student_id = s.id and a.date = ${day}::date
           where s.tenant_id = ${greenwood.id} and s.status = 'active'
             and exists (select 1 from enrolments e where e.tenant_id = s.tenant_id
                          and e.student_id = s.id and e.class_id in (${sql.join(classIds)}))`.execute(
          t.inspect,
        )
      ).rows;

    const summary = (rows: { status: string | null }[]) => {
      const n = (status: string | null) => rows.filter((r) => r.status === status).length;
      return `${n('present')} present, ${n('absent')} absent, ${n('late')} late, ${n(null)} not marked.`;
    };

    it("a teacher: their own Grade 10A class's marks on a date, the real counts", async () => {
      const { day } = await markedDay();
      const mine = (await classes(greenwood.id)).filter(
        (c) => c.name === 'Grade 10A' && c.teacher_id === teacherId,
      );
      expect(mine.length).toBeGreaterThan(0);
      const expected = await marks(
        mine.map((c) => c.id),
        day,
      );
      const result = await ask(sessions.teacher, `attendance of Grade 10A on ${day}`);
      expect(result).toContain(`Attendance of Grade 10A on `);
      expect(result).toContain(`${day}: ${summary(expected)}`);
      for (const row of expected.slice(0, 20)) expect(result).toContain(row.name);
    });

    it('an admin: every student of the classes named Grade 10A; absentees only when asked who was absent', async () => {
      const { day, today } = await markedDay();
      const all = (await classes(greenwood.id)).filter((c) => c.name === 'Grade 10A');
      const expected = await marks(
        all.map((c) => c.id),
        day,
      );
      const weekday = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
        weekday: 'long',
        timeZone: 'UTC',
      });
      expect(day < today).toBe(true);
      const result = await ask(sessions.admin, `Who was absent in 10A on ${weekday}?`);
      expect(result).toContain(
        `Attendance of Grade 10A on ${weekday} ${day}: ${summary(expected)}`,
      );
      const absent = expected.filter((r) => r.status === 'absent');
      for (const row of absent) expect(result).toContain(row.name);
      for (const row of expected.filter((r) => r.status === 'present')) {
        expect(result).not.toContain(`${row.name} `);
      }
    });

    it('a parent: only their own child in the class', async () => {
      const { day } = await markedDay();
      const result = await ask(sessions.parent, `Attendance of grade 10a on ${day}`);
      const children = (
        await sql<{ full_name: string; grade_level: number; section: string }>`
          select s.full_name, s.grade_level, s.section from students s
            join guardianships g on g.tenant_id = s.tenant_id and g.student_id = s.id
           where g.tenant_id = ${greenwood.id} and g.parent_user_id = ${parentId}`.execute(
          t.inspect,
        )
      ).rows;
      const in10A = children.filter((c) => c.grade_level === 10 && c.section === 'A');
      expect(in10A.length).toBeGreaterThan(0);
      const counts = /: (\d+) present, (\d+) absent, (\d+) late, (\d+) not marked/.exec(result);
      expect(counts, result).not.toBeNull();
      expect(counts!.slice(1).reduce((sum, n) => sum + Number(n), 0)).toBe(in10A.length);
      for (const child of in10A) expect(result).toContain(child.full_name);
      for (const child of children.filter((c) => !in10A.includes(c))) {
        expect(result).not.toContain(child.full_name);
      }
    });

    it("the period form counts a teacher's students' marks this month (read in one pass)", async () => {
      const { today } = await markedDay();
      const { rows } = await sql<{ present: number; absent: number; late: number }>`
        select count(*) filter (where a.status = 'present')::int as present,
               count(*) filter (where a.status = 'absent')::int as absent,
               count(*) filter (where a.status = 'late')::int as late
          from attendance a
         where a.tenant_id = ${greenwood.id}
           and a.date between date_trunc('month', ${today}::date)::date and ${today}::date
           and exists (select 1 from enrolments e join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
                        where e.tenant_id = a.tenant_id and e.student_id = a.student_id
                          and c.teacher_id = ${teacherId})`.execute(t.inspect);
      const { present, absent, late } = rows[0]!;
      const result = await ask(sessions.teacher, 'attendance this month');
      if (present + absent + late === 0) expect(result).toMatch(/^No attendance was marked/);
      else expect(result).toContain(`present ${present}, absent ${absent}, late ${late}.`);
    });

    it('a class the caller may not see gets a plain answer naming theirs; a future day is refused', async () => {
      const mine = (await classes(greenwood.id)).filter((c) => c.teacher_id === teacherId);
      const notMine = (await classes(greenwood.id)).find(
        (c) => !mine.some((m) => m.name === c.name),
      )!;
      const asked = notMine.name.replace(/^Grade /, '');
      const result = await ask(sessions.teacher, `Who was absent in ${asked} yesterday?`);
      expect(result).toBe(
        `You do not teach a class “${asked}”. Your classes: ${[...new Set(mine.map((c) => c.name))]
          .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
          .join(', ')}.`,
      );
      const future = await ask(sessions.admin, 'attendance of 10A on 2999-01-01');
      expect(future).toMatch(/2999-01-01 has not come yet/);
    });
  });
});
