import type { RequestScope } from '../../platform/db/request-scope.ts';
import type { Tx } from '../../platform/db/tx.ts';
import * as x from './export.queries.ts';
import * as q from './oneroster.queries.ts';
import { rosterCsv, rosterZip } from './write-csv.ts';

// The school's roster as a OneRoster 1.1 bulk set. Each record is written with the sourcedId an
// earlier sync gave it, or else the portal's own id (which the importer matches on the way back).

const grade = (level: number | null) => (level === null ? '' : String(level).padStart(2, '0'));

function splitName(full: string) {
  const [given, ...rest] = full.trim().split(/\s+/);
  return { givenName: given ?? full, familyName: rest.join(' ') || (given ?? full) };
}

/** A school year running August to July, the one today falls in. */
function schoolYear(today: Date) {
  const start = today.getUTCMonth() >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return { start: `${start}-08-01`, end: `${start + 1}-07-31`, year: String(start + 1) };
}

async function buildFiles(tx: Tx, tenantId: string) {
  const [school, people, guardians, classes, enrolments, stored] = await Promise.all([
    x.school(tx, tenantId),
    x.people(tx),
    x.guardians(tx),
    x.classes(tx),
    x.enrolments(tx),
    q.storedRecords(tx),
  ]);
  const active = stored.filter((r) => r.status === 'active');
  const sourced = new Map(
    active.filter((r) => r.local_id).map((r) => [`${r.kind}:${r.local_id}`, r.sourced_id]),
  );
  const sid = (kind: string, id: string) => sourced.get(`${kind}:${id}`) ?? id;
  const now = new Date();
  const modified = now.toISOString().replace(/\.\d+Z$/, 'Z');
  type Row = Record<string, string>;
  const base = (sourcedId: string): Row => ({
    sourcedId,
    status: 'active',
    dateLastModified: modified,
  });
  const orgId = active.find((r) => r.kind === 'org')?.sourced_id ?? school.id;

  const sessions: Row[] = active
    .filter((r) => r.kind === 'academicSession')
    .map((r) => ({ ...r.fields, ...base(r.sourced_id) }));
  const year = schoolYear(now);
  let termId = sessions.find((s) => s.type === 'schoolYear')?.sourcedId;
  if (!termId) {
    termId = `${school.id}-${year.year}`;
    sessions.push({
      ...base(termId),
      title: `${Number(year.year) - 1}-${year.year} School Year`,
      type: 'schoolYear',
      startDate: year.start,
      endDate: year.end,
      parentSourcedId: '',
      schoolYear: year.year,
    });
  }
  const courses = new Map<string, Record<string, string>>();
  for (const r of active.filter((r) => r.kind === 'course'))
    courses.set(r.sourced_id, {
      ...r.fields,
      ...base(r.sourced_id),
      orgSourcedId: r.fields.orgSourcedId ?? orgId,
    });
  const courseOf = (subjectId: string, title: string) => {
    const id = sid('course', subjectId);
    if (!courses.has(id))
      courses.set(id, { ...base(id), title, orgSourcedId: orgId, schoolYearSourcedId: termId });
    return id;
  };
  const storedClass = new Map(
    active.filter((r) => r.kind === 'class' && r.local_id).map((r) => [r.local_id!, r]),
  );
  const classRows: Row[] = classes.map((c) => {
    const before = storedClass.get(c.id)?.fields ?? {};
    return {
      ...before,
      ...base(sid('class', c.id)),
      title: c.name,
      grades: grade(c.grade_level),
      courseSourcedId: courseOf(c.subject_id, c.subject),
      classType: before.classType || 'scheduled',
      location: c.room,
      schoolSourcedId: orgId,
      termSourcedIds: before.termSourcedIds || termId,
    };
  });
  // Classes still waiting for their teacher live only in the sync records: they go out as stored.
  const waiting = active.filter((r) => r.kind === 'class' && !r.local_id);
  classRows.push(...waiting.map((r) => ({ ...r.fields, ...base(r.sourced_id) })));
  const waitingIds = new Set(waiting.map((r) => r.sourced_id));

  const personId = new Map(people.map((p) => [p.id, sid('user', p.id)]));
  const links = new Map<string, string[]>();
  const link = (from: string, to: string) => links.set(from, [...(links.get(from) ?? []), to]);
  for (const g of guardians) {
    if (!personId.has(g.parent_id) || !personId.has(g.student_id)) continue;
    link(g.parent_id, personId.get(g.student_id)!);
    link(g.student_id, personId.get(g.parent_id)!);
  }
  const users = people.map((p) => ({
    ...base(personId.get(p.id)!),
    enabledUser: 'true',
    orgSourcedIds: orgId,
    role: p.role === 'admin' ? 'administrator' : p.role,
    username: p.email ?? p.roll_number ?? p.id,
    ...splitName(p.full_name),
    identifier: p.roll_number ?? '',
    email: p.email ?? '',
    phone: p.phone ?? '',
    agentSourcedIds: (links.get(p.id) ?? []).join(','),
    grades: grade(p.grade_level),
  }));

  const storedEnrollment = new Map(
    active
      .filter((r) => r.kind === 'enrollment')
      .map((r) => [`${r.fields.classSourcedId}|${r.fields.userSourcedId}|${r.fields.role}`, r]),
  );
  const enrollment = (classSid: string, userSid: string, role: string, primary: string) => {
    const before = storedEnrollment.get(`${classSid}|${userSid}|${role}`);
    return {
      ...(before?.fields ?? {}),
      ...base(before?.sourced_id ?? `${classSid}-${userSid}`),
      classSourcedId: classSid,
      schoolSourcedId: orgId,
      userSourcedId: userSid,
      role,
      primary,
    };
  };
  const classSid = new Map(classes.map((c) => [c.id, sid('class', c.id)]));
  const enrollments = [
    ...classes.map((c) =>
      enrollment(
        classSid.get(c.id)!,
        personId.get(c.teacher_id) ?? sid('user', c.teacher_id),
        'teacher',
        'true',
      ),
    ),
    ...enrolments.map((e) =>
      enrollment(classSid.get(e.class_id)!, personId.get(e.student_id)!, 'student', 'false'),
    ),
    ...active
      .filter((r) => r.kind === 'enrollment' && waitingIds.has(r.fields.classSourcedId ?? ''))
      .map((r) => ({ ...r.fields, ...base(r.sourced_id) })),
  ];
  return {
    school,
    files: {
      orgs: rosterCsv('orgs', [
        {
          ...base(orgId),
          name: school.school_name,
          type: 'school',
          identifier: school.school_code,
        },
      ]),
      academicSessions: rosterCsv('academicSessions', sessions),
      courses: rosterCsv('courses', [...courses.values()]),
      classes: rosterCsv('classes', classRows),
      users: rosterCsv('users', users),
      enrollments: rosterCsv('enrollments', enrollments),
    },
  };
}

export async function exportRoster(
  scope: RequestScope,
): Promise<{ zip: Uint8Array; name: string }> {
  const { school, files } = await scope.asCaller((tx, me) => buildFiles(tx, me.tenantId));
  return {
    zip: rosterZip(files, school.school_name),
    name: `oneroster-${school.school_code.toLowerCase()}.zip`,
  };
}
