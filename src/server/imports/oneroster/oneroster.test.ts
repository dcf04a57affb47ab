import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { RosterDryRun } from '@/shared/schemas/oneroster.ts';
import type { School } from '../../seed/school-builder.ts';
import { readSetFolder } from '../../test/oneroster-sets.ts';
import { testBackends } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { rosterRequests } from '../../test/roster-requests.ts';

describe.each(testBackends())('OneRoster import on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let other: School;
  let admin: Session;

  const { dryRun, apply } = rosterRequests(t);
  const count = async (table: string, tenantId: string, where = sql`true`) =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from ${sql.table(table)} where tenant_id = ${tenantId} and ${where}`.execute(
          t.inspect,
        )
      ).rows[0]!.n,
    );
  const changes = (result: RosterDryRun) =>
    Object.values(result.counts).reduce((sum, c) => sum + c.create + c.update + c.deactivate, 0);

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 1, parents: 1, students: 1 });
    other = await t.createSchool({ teachers: 1, parents: 1, students: 1 });
    admin = await t.signInAs(school.admins[0]!);
  });

  it('grand-bend-1.1: the dry run plans it cleanly and writes nothing', async () => {
    const result = await dryRun(admin, readSetFolder());
    expect(result.errorCount).toBe(0);
    expect(result.school).toEqual({ sourcedId: '255901001', name: 'Grand Bend High School' });
    expect(result.counts.students.create).toBe(8);
    expect(result.counts.teachers.create).toBe(2);
    expect(result.counts.classes.create).toBe(2);
    expect(result.counts.courses.create).toBe(2);
    expect(result.counts.academicSessions.create).toBe(3);
    expect(result.counts.enrollments.create).toBe(24);
    expect(result.waitingClasses).toBe(2);
    expect(result.issues).toEqual([
      expect.objectContaining({ file: 'demographics.csv', severity: 'skipped' }),
    ]);
    expect(await count('roster_records', school.id)).toBe(0);
  });

  it('grand-bend-1.1: imports, invites the teachers, and a second run changes nothing', async () => {
    const result = await apply(admin, readSetFolder());
    expect(result.invited).toBe(2);
    const students = await t.inspect
      .selectFrom('students')
      .select(['roll_number', 'full_name', 'grade_level', 'email'])
      .where('tenant_id', '=', school.id)
      .where('roll_number', '=', '604918')
      .execute();
    expect(students).toEqual([
      {
        roll_number: '604918',
        full_name: 'Peter Nash',
        grade_level: 9,
        email: 'peter.nash@studentgps.org',
      },
    ]);
    const invited = await t.inspect
      .selectFrom('invitations')
      .select(['email', 'role'])
      .where('tenant_id', '=', school.id)
      .where('email', 'like', '%@studentgps.org')
      .orderBy('email')
      .execute();
    expect(invited).toEqual([
      { email: 'kelley.christian@studentgps.org', role: 'teacher' },
      { email: 'sara.preston@studentgps.org', role: 'teacher' },
    ]);
    expect(await count('roster_records', school.id)).toBe(1 + 3 + 2 + 2 + 10 + 24);
    const again = await apply(admin, readSetFolder());
    expect(changes(again)).toBe(0);
    expect(again.invited).toBe(0);
    // Nothing of it reached the other school.
    expect(await count('roster_records', other.id)).toBe(0);
    expect(await count('students', other.id, sql`email like '%@studentgps.org'`)).toBe(0);
  });

  it('makes the classes and enrolments once the teacher has an account', async () => {
    const set = readSetFolder();
    set['users.csv'] = set['users.csv']!.replace(
      'Kelley.Christian@studentgps.org',
      school.teachers[0]!.email,
    );
    const fresh = await t.createSchool({
      teachers: [{ email: school.teachers[0]!.email.replace('@', '+x@') }],
    });
    const freshAdmin = await t.signInAs(fresh.admins[0]!);
    set['users.csv'] = set['users.csv'].replace(
      school.teachers[0]!.email,
      fresh.teachers[0]!.email,
    );
    const result = await apply(freshAdmin, set);
    expect(result.counts.teachers).toMatchObject({ create: 1, update: 1 });
    expect(result.waitingClasses).toBe(1);
    const classes = await t.inspect
      .selectFrom('classes')
      .select(['id', 'name', 'teacher_id', 'room', 'schedule'])
      .where('tenant_id', '=', fresh.id)
      .execute();
    expect(classes).toEqual([
      expect.objectContaining({
        name: 'ALG-1',
        teacher_id: fresh.teachers[0]!.id,
        room: '220',
        schedule: 'Period 2',
      }),
    ]);
    expect(await count('enrolments', fresh.id, sql`class_id = ${classes[0]!.id}`)).toBe(5);
  });

  it('a delta updates only what changed and deactivates tobedeleted rows', async () => {
    const set = readSetFolder();
    const header = set['users.csv']!.split('\n')[0]!;
    set['manifest.csv'] = set['manifest.csv']!.replace(
      /file\.(\w+),bulk/g,
      (_m, f: string) => `file.${f},${f === 'users' ? 'delta' : 'absent'}`,
    );
    set['users.csv'] = [
      header,
      '604863,active,2030-01-02T00:00:00Z,true,255901001,student,Mary Archer,,Mary,Archer-Smith,,,Mary.Archer@studentgps.org,,,,10,',
      '604874,tobedeleted,2030-01-02T00:00:00Z,true,255901001,student,Kyle Hughes,,Kyle,Hughes,,,Kyle.Hughes@studentgps.org,,,,09,',
    ].join('\n');
    for (const name of Object.keys(set))
      if (!['manifest.csv', 'users.csv'].includes(name)) delete set[name];
    const plan = await dryRun(admin, set);
    expect(plan.errorCount).toBe(0);
    expect(plan.counts.students).toEqual({ create: 0, update: 1, unchanged: 0, deactivate: 1 });
    await apply(admin, set);
    const rows = await t.inspect
      .selectFrom('students')
      .select(['roll_number', 'full_name', 'grade_level', 'status'])
      .where('tenant_id', '=', school.id)
      .where('roll_number', 'in', ['604863', '604874', '604918'])
      .orderBy('roll_number')
      .execute();
    expect(rows).toEqual([
      { roll_number: '604863', full_name: 'Mary Archer-Smith', grade_level: 10, status: 'active' },
      { roll_number: '604874', full_name: 'Kyle Hughes', grade_level: 9, status: 'inactive' },
      { roll_number: '604918', full_name: 'Peter Nash', grade_level: 9, status: 'active' },
    ]);
    // The same delta again, no newer than what is stored: nothing.
    expect(changes(await dryRun(admin, set))).toBe(0);
  });
});
