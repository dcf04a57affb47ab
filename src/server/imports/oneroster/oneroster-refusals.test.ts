import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../../seed/school-builder.ts';
import { readSetFolder, unzipSetFiles, zipSet } from '../../test/oneroster-sets.ts';
import { testBackends } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { ROSTER_DRY_RUN, ROSTER_IMPORT, rosterRequests } from '../../test/roster-requests.ts';

describe.each(testBackends())('OneRoster refusals, isolation and round trip on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let other: School;
  let admin: Session;
  let otherAdmin: Session;

  const { postZip: post, dryRun, apply } = rosterRequests(t);
  const rosterRows = async (tenantId: string) =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from roster_records where tenant_id = ${tenantId}`.execute(
          t.inspect,
        )
      ).rows[0]!.n,
    );
  const snapshot = async (tenantId: string) =>
    (
      await sql<{ t: string }>`
        select concat_ws('|',
          (select string_agg(concat_ws(',', id, full_name, roll_number, grade_level, status, email), ';' order by id) from students where tenant_id = ${tenantId}),
          (select string_agg(concat_ws(',', id, name, teacher_id, room, schedule), ';' order by id) from classes where tenant_id = ${tenantId}),
          (select string_agg(concat_ws(',', class_id, student_id), ';' order by class_id, student_id) from enrolments where tenant_id = ${tenantId}),
          (select string_agg(concat_ws(',', id, email, role, full_name), ';' order by id) from invitations where tenant_id = ${tenantId}),
          (select string_agg(concat_ws(',', user_id, full_name, phone, status), ';' order by user_id) from profiles where tenant_id = ${tenantId}),
          (select string_agg(concat_ws(',', student_id, parent_user_id), ';' order by student_id, parent_user_id) from guardianships where tenant_id = ${tenantId})
        ) as t`.execute(t.inspect)
    ).rows[0]!.t;

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 1, parents: 1, students: 1 });
    other = await t.createSchool({
      teachers: 2,
      parents: 2,
      students: 2,
      year: {
        grades: [9, 10],
        subjects: ['Algebra', 'Poetry'],
        curriculum: () => ['Algebra', 'Poetry'],
        students: 6,
      },
    });
    admin = await t.signInAs(school.admins[0]!);
    otherAdmin = await t.signInAs(other.admins[0]!);
  });

  it('a broken set is reported row by row, and refused whole with nothing written', async () => {
    const set = readSetFolder();
    set['enrollments.csv'] = set['enrollments.csv']!.replace(
      '6F4283DC-F831-4437-A9A3-E030C7AF0493,,,25590100101Trad120ENG112011',
      '6F4283DC-F831-4437-A9A3-E030C7AF0493,,,NO-SUCH-CLASS',
    );
    set['academicSessions.csv'] = set['academicSessions.csv']!.replace('2020-12-18', '2020-13-45');
    set['users.csv'] = set['users.csv']!.replace(
      '604874,,,true,255901001,student',
      '604874,,,true,255901001,wizard',
    );
    delete set['demographics.csv'];
    const result = await dryRun(admin, set);
    const errors = result.issues
      .filter((i) => i.severity === 'error')
      .map(({ file, line, column }) => ({ file, line, column }));
    expect(errors).toEqual([
      { file: 'academicSessions.csv', line: 3, column: 'endDate' },
      { file: 'demographics.csv', line: null, column: null },
      { file: 'enrollments.csv', line: 2, column: 'classSourcedId' },
      { file: 'users.csv', line: 3, column: 'role' },
    ]);
    expect(result.issues.find((i) => i.column === 'role')!.message).toBe(
      'Unknown role "wizard": one of student, teacher, parent, guardian, relative, administrator, siteAdministrator, principal, aide, proctor, districtAdministrator, systemAdministrator.',
    );
    const before = await snapshot(school.id);
    const response = await post(admin, ROSTER_IMPORT, zipSet(set));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'The set has 4 errors: nothing was imported. Fix them and try again.',
    );
    expect(await snapshot(school.id)).toBe(before);
    expect(await rosterRows(school.id)).toBe(0);
  });

  it('refuses a set without a manifest, and a zip whose entries claim more than 50 MB', async () => {
    const set = readSetFolder();
    delete set['manifest.csv'];
    const none = await post(admin, ROSTER_DRY_RUN, zipSet(set));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toContain('no manifest.csv');
    // A zip bomb: the central directory declares 60 MB for users.csv.
    const zip = zipSet(readSetFolder());
    const at = zip.lastIndexOf(Buffer.from('users.csv')) - 46 + 24;
    zip.writeUInt32LE(60 * 1024 * 1024, at);
    const bomb = await post(admin, ROSTER_DRY_RUN, zip);
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().error.message).toContain('larger than 50 MB');
  });

  it('an import into one school never changes another, nor gives anyone a role the file did not', async () => {
    const before = await snapshot(other.id);
    const set = readSetFolder();
    // The other school's teacher's email, given as a parent: refused, not re-roled.
    set['users.csv'] = set['users.csv']!.replace(
      'Sara.Preston@studentgps.org',
      school.teachers[0]!.email,
    ).replace(/207268,,,true,255901001,teacher/, '207268,,,true,255901001,parent');
    const refused = await dryRun(admin, set);
    expect(refused.issues.filter((i) => i.severity === 'error')).toEqual([
      expect.objectContaining({
        file: 'users.csv',
        column: 'email',
        message: expect.stringContaining('belongs to a teacher'),
      }),
    ]);
    await apply(admin, readSetFolder());
    expect(await snapshot(other.id)).toBe(before);
    expect(await rosterRows(other.id)).toBe(0);
    const exported = await t.call(otherAdmin, { url: '/api/admin/oneroster/export' });
    expect(exported.body.includes('studentgps')).toBe(false);
    expect(unzipSetFiles(exported.rawPayload)['users.csv']).not.toContain('studentgps');
  });

  it('round trip: the export reads back into the same school with nothing to change', async () => {
    const before = await snapshot(other.id);
    const response = await t.call(otherAdmin, { url: '/api/admin/oneroster/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSetFiles(response.rawPayload);
    const first = await dryRun(otherAdmin, files);
    expect(first.errorCount).toBe(0);
    // The portal keeps no school years: the export writes one, which the sync then records.
    const { academicSessions, ...portal } = first.counts;
    expect(academicSessions.create).toBe(1);
    for (const counts of Object.values(portal))
      expect(counts).toMatchObject({ create: 0, deactivate: 0 });
    expect(first.counts.students.update).toBe(6);
    await apply(otherAdmin, files);
    expect(await snapshot(other.id)).toBe(before);
    const again = await dryRun(
      otherAdmin,
      unzipSetFiles((await t.call(otherAdmin, { url: '/api/admin/oneroster/export' })).rawPayload),
    );
    for (const counts of Object.values(again.counts))
      expect(counts).toMatchObject({ create: 0, update: 0, deactivate: 0 });
  });
});
