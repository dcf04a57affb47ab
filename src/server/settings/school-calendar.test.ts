import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { SchoolCalendarEntry } from '@/shared/schemas/school-calendar.ts';
import type { School } from '../seed/school-builder.ts';
import { auditEntries } from '../test/audit-rows.ts';
import { asOwnerOf } from '../test/as-owner.ts';
import { expectFieldRefusals, type FieldRefusal } from '../test/field-refusals.ts';
import { postJsonTo } from '../test/post-json.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

describe.each(testBackends())('school calendar API on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let other: School;
  let admin: Session;
  let teacher: Session;
  let parent: Session;
  let otherAdmin: Session;

  const add = postJsonTo(t, '/api/admin/school-calendar');
  const list = async (session: Session) =>
    (await t.call(session, { url: '/api/admin/school-calendar' })).json()
      .entries as SchoolCalendarEntry[];

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 1, parents: 1 });
    other = await t.createSchool({ teachers: 0, parents: 0 });
    admin = await t.signInAs(school.admins[0]!);
    teacher = await t.signInAs(school.teachers[0]!);
    parent = await t.signInAs(school.parents[0]!);
    otherAdmin = await t.signInAs(other.admins[0]!);
  });

  it('starts empty; adds a term, a holiday range and a single day, in date order; removes one, audited', async () => {
    expect(await list(admin)).toEqual([]);
    const christmas = await add(admin, {
      kind: 'holiday',
      name: '  Christmas  ',
      startsOn: '2026-12-21',
      endsOn: '2027-01-01',
    });
    expect(christmas.statusCode, christmas.body).toBe(201);
    expect(christmas.json()).toMatchObject({
      kind: 'holiday',
      name: 'Christmas',
      startsOn: '2026-12-21',
      endsOn: '2027-01-01',
    });
    await add(admin, {
      kind: 'term',
      name: 'Autumn term',
      startsOn: '2026-09-01',
      endsOn: '2026-12-18',
    });
    // No last day: a single day.
    const single = await add(admin, {
      kind: 'school_day',
      name: 'Make-up Saturday',
      startsOn: '2026-10-10',
      endsOn: '',
    });
    expect(single.json()).toMatchObject({ startsOn: '2026-10-10', endsOn: '2026-10-10' });
    expect((await list(admin)).map((entry) => entry.name)).toEqual([
      'Autumn term',
      'Make-up Saturday',
      'Christmas',
    ]);

    const removed = await t.call(admin, {
      method: 'DELETE',
      url: `/api/admin/school-calendar/${single.json().id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().entries.map((entry: SchoolCalendarEntry) => entry.name)).toEqual([
      'Autumn term',
      'Christmas',
    ]);
    const audit = await auditEntries(t.inspect, ['action'], {
      tenantId: school.id,
      actionLike: 'calendar.%',
    });
    expect(audit.map((row) => row.action).sort()).toEqual([
      'calendar.added',
      'calendar.added',
      'calendar.added',
      'calendar.removed',
    ]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: FieldRefusal[] = [
      [
        { kind: 'vacation', name: 'X', startsOn: '2026-01-01' },
        'kind',
        'Choose term, holiday or extra school day',
      ],
      [{ kind: 'holiday', name: '   ', startsOn: '2026-01-01' }, 'name', 'Enter a name'],
      [
        { kind: 'holiday', name: 'X', startsOn: '1 Jan' },
        'startsOn',
        'Enter the first day as YYYY-MM-DD',
      ],
      [
        { kind: 'holiday', name: 'X', startsOn: '2026-01-05', endsOn: '2026-01-04' },
        'endsOn',
        'The last day must be on or after the first day',
      ],
      [
        { kind: 'term', name: 'X', startsOn: '2026-01-01', endsOn: '2028-01-01' },
        'endsOn',
        'A range is at most a year long',
      ],
    ];
    await expectFieldRefusals((payload) => add(admin, payload), cases);
    const missing = await t.call(admin, {
      method: 'DELETE',
      url: '/api/admin/school-calendar/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('This calendar entry does not exist.');
  });

  it('is for admins only, and each school sees and changes only its own', async () => {
    for (const session of [teacher, parent]) {
      expect((await t.call(session, { url: '/api/admin/school-calendar' })).statusCode).toBe(403);
      expect(
        (await add(session, { kind: 'holiday', name: 'X', startsOn: '2026-01-05' })).statusCode,
      ).toBe(403);
    }
    expect((await t.call(null, { url: '/api/admin/school-calendar' })).statusCode).toBe(401);
    const [theirs] = await list(admin);
    expect(await list(otherAdmin)).toEqual([]);
    const foreign = await t.call(otherAdmin, {
      method: 'DELETE',
      url: `/api/admin/school-calendar/${theirs!.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await list(admin)).toContainEqual(theirs);
  });

  it('lets only admins write the table, whatever the request path (row-level security)', async () => {
    // As the application role of a teacher of the school: reads yes, writes refused.
    const asTeacher = (statement: string) =>
      asOwnerOf(t.database.db, school.id, async (tx) => {
        await sql`select set_config('role', 'app_user', true),
                         set_config('app.user_id', ${school.teachers[0]!.id}, true),
                         set_config('app.role', 'teacher', true)`.execute(tx);
        return sql.raw(statement).execute(tx);
      });
    const read = await asTeacher('select count(*)::int as n from school_calendar');
    expect(read.rows).toEqual([{ n: 2 }]);
    await expect(
      asTeacher(
        `insert into school_calendar (tenant_id, kind, name, starts_on, ends_on)
         values ('${school.id}', 'holiday', 'Sneaky', '2026-01-05', '2026-01-05')`,
      ),
    ).rejects.toThrow(/row-level security/);
    const deleted = await asTeacher('delete from school_calendar');
    expect(deleted.numAffectedRows ?? 0n).toBe(0n);
    expect(await list(admin)).toHaveLength(2);
  });
});
