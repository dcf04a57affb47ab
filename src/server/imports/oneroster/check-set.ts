import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { RosterIssue } from '@/shared/schemas/oneroster.ts';
import { Checker, gradeOf, list, rawIds, type Known } from './checker.ts';
import { checkUsers } from './check-users.ts';
import type { ClassItem, CourseItem, EnrollmentItem, RosterModel } from './model.ts';
import type { RosterSet } from './read-set.ts';

export type { Known } from './checker.ts';

/**
 * Checks a read set: each row's cells, then references between files, then which rows belong to
 * this school (the org of type school; rows of other schools are left out, named as skipped).
 */
export async function checkRosterSet(
  set: RosterSet,
  known: Known,
  stored: { sourcedId: string; name: string } | null,
): Promise<RosterModel | RosterIssue[]> {
  const c = new Checker(set, known);
  c.issues.push(...set.issues);
  const orgs = await c.items('orgs');
  const orgIds = rawIds(set, 'orgs');
  const schools = orgs.filter((org) => org.fields.type === 'school');
  const school =
    schools.length === 1
      ? schools[0]!
      : (schools.find((org) => org.sourcedId === stored?.sourcedId) ?? null);
  if (!school && !stored) {
    c.issues.push({
      file: 'orgs.csv',
      line: null,
      column: 'type',
      severity: 'error',
      message: schools.length
        ? `The set holds ${schools.length} schools: import a set of one school.`
        : 'The set has no org of type school.',
    });
    return c.issues;
  }
  const schoolItem = school
    ? { ...school, name: school.fields.name! }
    : {
        sourcedId: stored!.sourcedId,
        file: 'orgs' as const,
        line: 0,
        status: 'active' as const,
        modified: null,
        fields: { name: stored!.name },
        name: stored!.name,
      };
  if (stored && schoolItem.sourcedId !== stored.sourcedId) {
    c.issue(
      schoolItem,
      'sourcedId',
      `This school was imported before as ${stored.sourcedId}, not ${schoolItem.sourcedId}: a set of another school is not imported here.`,
    );
  }
  // The school and the orgs above it (a district's courses serve its schools).
  const own = new Set<string>([schoolItem.sourcedId]);
  for (
    let at = orgs.find((org) => org.sourcedId === schoolItem.sourcedId);
    at?.fields.parentSourcedId;
  ) {
    own.add(at.fields.parentSourcedId);
    at = orgs.find((org) => org.sourcedId === at!.fields.parentSourcedId);
  }
  const ownOrg = (id: string) => own.has(id) || (!orgIds.has(id) && known.org.has(id));

  const sessions = await c.items('academicSessions');
  const sessionIds = rawIds(set, 'academicSessions');
  for (const s of sessions)
    if (s.fields.parentSourcedId)
      c.refers(s, 'parentSourcedId', 'academicSession', sessionIds, s.fields.parentSourcedId);

  const courses: CourseItem[] = [];
  const courseRows = await c.items('courses');
  const courseIds = rawIds(set, 'courses');
  for (const course of courseRows) {
    if (!c.refers(course, 'orgSourcedId', 'org', orgIds, course.fields.orgSourcedId!)) continue;
    if (
      course.fields.schoolYearSourcedId &&
      !c.refers(
        course,
        'schoolYearSourcedId',
        'academicSession',
        sessionIds,
        course.fields.schoolYearSourcedId,
      )
    )
      continue;
    if (!ownOrg(course.fields.orgSourcedId!)) {
      c.issue(
        course,
        'orgSourcedId',
        `This course belongs to ${course.fields.orgSourcedId}, not to this school.`,
        'skipped',
      );
      continue;
    }
    courses.push({ ...course, title: course.fields.title!.slice(0, 80) });
  }
  await yieldToLoop();

  const classes: ClassItem[] = [];
  const classRows = await c.items('classes');
  const classIds = rawIds(set, 'classes');
  const skippedClasses = new Set<string>();
  for (const row of classRows) {
    let ok = c.refers(row, 'courseSourcedId', 'course', courseIds, row.fields.courseSourcedId!);
    ok = c.refers(row, 'schoolSourcedId', 'org', orgIds, row.fields.schoolSourcedId!) && ok;
    for (const term of list(row.fields.termSourcedIds))
      ok = c.refers(row, 'termSourcedIds', 'academicSession', sessionIds, term) && ok;
    if (!ok) continue;
    if (row.fields.schoolSourcedId !== schoolItem.sourcedId) {
      skippedClasses.add(row.sourcedId);
      c.issue(
        row,
        'schoolSourcedId',
        `This class is of school ${row.fields.schoolSourcedId}, not this one.`,
        'skipped',
      );
      continue;
    }
    const periods = list(row.fields.periods);
    classes.push({
      ...row,
      title: row.fields.title!.slice(0, 80),
      courseId: row.fields.courseSourcedId!,
      room: row.fields.location ? row.fields.location.slice(0, 40) : null,
      schedule: periods.length ? `Period ${periods.join(', ')}`.slice(0, 200) : null,
      grade: gradeOf(row.fields.grades),
    });
  }
  await yieldToLoop();

  const users = checkUsers(c, await c.items('users'), ownOrg, orgIds);
  const userIds = rawIds(set, 'users');
  const enrollments: EnrollmentItem[] = [];
  for (const row of await c.items('enrollments')) {
    let ok = c.refers(row, 'classSourcedId', 'class', classIds, row.fields.classSourcedId!);
    ok = c.refers(row, 'userSourcedId', 'user', userIds, row.fields.userSourcedId!) && ok;
    ok = c.refers(row, 'schoolSourcedId', 'org', orgIds, row.fields.schoolSourcedId!) && ok;
    if (!ok) continue;
    const role = row.fields.role;
    if (
      skippedClasses.has(row.fields.classSourcedId!) ||
      row.fields.schoolSourcedId !== schoolItem.sourcedId
    ) {
      c.issue(row, 'schoolSourcedId', 'This enrollment is of another school.', 'skipped');
    } else if (role !== 'student' && role !== 'teacher') {
      c.issue(row, 'role', `The portal has no place for a class's ${role}.`, 'skipped');
    } else {
      enrollments.push({
        ...row,
        classId: row.fields.classSourcedId!,
        userId: row.fields.userSourcedId!,
        role,
        primary: /^true$/i.test(row.fields.primary ?? ''),
      });
    }
  }
  for (const row of await c.items('demographics'))
    c.refers(row, 'sourcedId', 'user', userIds, row.sourcedId);
  if (set.rows.demographics.length) {
    c.issues.push({
      file: 'demographics.csv',
      line: null,
      column: null,
      severity: 'skipped',
      message: `${set.rows.demographics.length} rows checked; the portal keeps no birth dates, sex or ethnicity, so they are not stored.`,
    });
  }
  return {
    version: set.version,
    modes: set.modes,
    school: schoolItem,
    sessions,
    courses,
    classes,
    users,
    enrollments,
    issues: c.issues,
  };
}
