import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { unzipSetFiles } from '../../test/oneroster-sets.ts';
import { testBackends } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// The export against the OneRoster 1.1 CSV binding, from this test's own reading of the standard
// (not the writer's tables): each file's header, required cells, enumerations and references.

const HEADERS: Record<string, string> = {
  orgs: 'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
  academicSessions:
    'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear',
  courses:
    'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes',
  classes:
    'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods',
  users:
    'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password',
  enrollments:
    'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate',
};
const REQUIRED: Record<string, string[]> = {
  orgs: ['sourcedId', 'name', 'type'],
  academicSessions: ['sourcedId', 'title', 'type', 'startDate', 'endDate', 'schoolYear'],
  courses: ['sourcedId', 'title', 'orgSourcedId'],
  classes: [
    'sourcedId',
    'title',
    'courseSourcedId',
    'classType',
    'schoolSourcedId',
    'termSourcedIds',
  ],
  users: [
    'sourcedId',
    'enabledUser',
    'orgSourcedIds',
    'role',
    'username',
    'givenName',
    'familyName',
  ],
  enrollments: ['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
};
const ENUMS: Record<string, Record<string, string[]>> = {
  orgs: { type: ['department', 'school', 'district', 'local', 'state', 'national'] },
  academicSessions: { type: ['gradingPeriod', 'semester', 'schoolYear', 'term'] },
  classes: { classType: ['homeroom', 'scheduled'] },
  users: {
    role: [
      'administrator',
      'aide',
      'guardian',
      'parent',
      'proctor',
      'relative',
      'student',
      'teacher',
    ],
    enabledUser: ['true', 'false'],
  },
  enrollments: {
    role: ['administrator', 'proctor', 'student', 'teacher'],
    primary: ['true', 'false', ''],
  },
};
const ALL_STATUS = ['active', 'tobedeleted', ''];

describe.each(testBackends())('OneRoster export against the CSV binding on %s', (kind) => {
  const t = useTestApp(kind);
  let files: Record<string, Record<string, string>[]>;
  let raw: Record<string, string>;

  beforeAll(async () => {
    const school = await t.createSchool({
      teachers: 2,
      parents: 2,
      students: 2,
      year: {
        grades: [3, 4],
        subjects: ['Reading', 'Science'],
        curriculum: () => ['Reading', 'Science'],
        students: 5,
      },
    });
    const admin = await t.signInAs(school.admins[0]!);
    const response = await t.call(admin, { url: '/api/admin/oneroster/export' });
    expect(response.statusCode).toBe(200);
    raw = unzipSetFiles(response.rawPayload);
    files = Object.fromEntries(
      Object.keys(HEADERS).map((name) => [
        name,
        parse(raw[`${name}.csv`]!, { columns: true }) as Record<string, string>[],
      ]),
    );
  });

  it('has a manifest naming version 1.1 and each file as bulk', () => {
    const manifest = new Map(
      (parse(raw['manifest.csv']!) as string[][]).slice(1).map(([k, v]) => [k, v]),
    );
    expect(manifest.get('oneroster.version')).toBe('1.1');
    for (const name of Object.keys(HEADERS)) expect(manifest.get(`file.${name}`)).toBe('bulk');
    expect(manifest.get('file.demographics')).toBe('absent');
  });

  it('writes each header, required cell, date and enumeration as the binding says', () => {
    for (const [name, header] of Object.entries(HEADERS)) {
      expect(raw[`${name}.csv`]!.split('\r\n')[0], name).toBe(header);
      expect(files[name]!.length, name).toBeGreaterThan(0);
      for (const row of files[name]!) {
        for (const column of REQUIRED[name]!) expect(row[column], `${name}.${column}`).not.toBe('');
        expect(ALL_STATUS).toContain(row.status);
        if (row.dateLastModified)
          expect(row.dateLastModified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
        for (const [column, allowed] of Object.entries(ENUMS[name] ?? {}))
          expect(allowed, `${name}.${column}`).toContain(row[column]);
        for (const column of ['startDate', 'endDate', 'beginDate'])
          if (row[column]) expect(row[column]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const ids = files[name]!.map((row) => row.sourcedId);
      expect(new Set(ids).size, `${name} sourcedIds unique`).toBe(ids.length);
    }
  });

  it('every reference points at a record of the set', () => {
    const ids = (name: string) => new Set(files[name]!.map((row) => row.sourcedId));
    const [orgs, sessions, courses, classes, users] = [
      'orgs',
      'academicSessions',
      'courses',
      'classes',
      'users',
    ].map(ids);
    const each = (value: string) => value.split(',').filter(Boolean);
    for (const c of files.courses!) expect(orgs).toContain(c.orgSourcedId);
    for (const c of files.classes!) {
      expect(courses).toContain(c.courseSourcedId);
      expect(orgs).toContain(c.schoolSourcedId);
      for (const term of each(c.termSourcedIds!)) expect(sessions).toContain(term);
    }
    for (const u of files.users!) {
      for (const org of each(u.orgSourcedIds!)) expect(orgs).toContain(org);
      for (const agent of each(u.agentSourcedIds!)) expect(users).toContain(agent);
    }
    for (const e of files.enrollments!) {
      expect(classes).toContain(e.classSourcedId);
      expect(users).toContain(e.userSourcedId);
      expect(orgs).toContain(e.schoolSourcedId);
    }
    expect(files.enrollments!.filter((e) => e.role === 'student').length).toBeGreaterThan(0);
    expect(files.users!.filter((u) => u.role === 'parent').every((u) => u.agentSourcedIds)).toBe(
      true,
    );
  });
});
