import type { AppContext } from '../../context.ts';
import type { Me } from '../../platform/db/request-scope.ts';
import type { Tx } from '../../platform/db/tx.ts';
import * as iq from '../imports.queries.ts';
import { invitePeople } from '../invite-people.ts';
import type { RecordKind } from './model.ts';
import * as q from './oneroster.queries.ts';
import { enrolmentPairs } from './enrolment-pairs.ts';
import type { Decision, Plan } from './plan.ts';
import type { UserDecision } from './plan-users.ts';

// Writing a checked plan in the caller's transaction: portal records first, then the sync records.

const changed = (d: Decision) => d.action !== 'unchanged';

async function writeStudents(tx: Tx, me: Me, ds: UserDecision[]) {
  const live = ds.filter((d) => d.action === 'create' || d.action === 'update');
  const creates = live.filter((d) => !d.local);
  const values = (d: UserDecision) => ({
    roll_number: d.item.rollNumber,
    full_name: d.item.name,
    grade_level: d.item.grade!,
    email: d.item.email,
    phone: d.item.phone,
  });
  const inserted = await iq.insertStudents(
    tx,
    me.tenantId,
    creates.map((d) => ({ ...values(d), section: 'A' })),
  );
  const idByRoll = new Map(inserted.map((row) => [row.roll_number, row.id]));
  for (const d of creates) d.local = idByRoll.get(d.item.rollNumber)!;
  await q.updateStudents(
    tx,
    live
      .filter((d) => d.portalStudent)
      .map((d) => ({ id: d.local!, ...values(d), status: 'active' })),
  );
  await q.setStudentsInactive(
    tx,
    ds.filter((d) => d.action === 'deactivate' && d.local).map((d) => d.local!),
  );
}

/** Teachers, parents and admins new to the school are invited by email (the invitation flow). */
async function writeStaff(
  ctx: AppContext,
  tx: Tx,
  me: Me,
  ds: UserDecision[],
  students: UserDecision[],
): Promise<number> {
  const studentLocal = new Map(students.map((d) => [d.item.sourcedId, d.local]));
  const creates = ds.filter((d) => d.action !== 'deactivate' && !d.local);
  const idByEmail = await invitePeople(
    ctx,
    tx,
    me,
    creates.map((d) => ({
      email: d.item.email!,
      role: d.item.role,
      full_name: d.item.name,
      phone: d.item.phone,
    })),
  );
  for (const d of creates) d.local = idByEmail.get(d.item.email!)!;
  const updates = ds.filter((d) => d.action === 'update' && !creates.includes(d));
  const change = (d: UserDecision) => ({
    id: d.local!,
    full_name: d.item.name,
    phone: d.item.phone,
  });
  await iq.updateProfiles(tx, updates.filter((d) => d.isAccount).map(change));
  await iq.updateInvitations(tx, updates.filter((d) => !d.isAccount).map(change));
  await q.deleteOpenInvitations(
    tx,
    ds.filter((d) => d.action === 'deactivate' && d.local && !d.isAccount).map((d) => d.local!),
  );

  const links = ds.flatMap((d) =>
    d.newChildren.map((child) => ({ parent: d, student: studentLocal.get(child)! })),
  );
  await iq.insertInvitationChildren(
    tx,
    me.tenantId,
    links
      .filter((l) => !l.parent.isAccount)
      .map((l) => ({ invitation_id: l.parent.local!, student_id: l.student })),
  );
  const accountLinks = links.filter((l) => l.parent.isAccount);
  const taken = await iq.guardianLinks(
    tx,
    accountLinks.map((l) => l.student),
  );
  const slots = new Map<string, Set<number | null>>();
  for (const t of taken)
    slots.set(t.student_id, (slots.get(t.student_id) ?? new Set()).add(t.slot));
  await iq.insertGuardianships(
    tx,
    me.tenantId,
    accountLinks.map((l) => {
      const used = slots.get(l.student) ?? new Set();
      const slot = used.has(1) ? 2 : 1;
      slots.set(l.student, used.add(slot));
      return { student_id: l.student, parent_user_id: l.parent.local!, slot };
    }),
  );
  return creates.length;
}

async function writeClasses(tx: Tx, me: Me, plan: Plan) {
  const wanted = plan.classes.filter((d) => d.action !== 'deactivate' && changed(d) && d.teacher);
  const subjects = new Map((await q.subjects(tx)).map((s) => [s.name.toLowerCase(), s.id]));
  const names = [
    ...new Set(wanted.map((d) => d.subjectName).filter((n) => !subjects.has(n.toLowerCase()))),
  ];
  for (const s of await q.insertSubjects(tx, me.tenantId, names))
    subjects.set(s.name.toLowerCase(), s.id);
  const values = (d: (typeof wanted)[number]) => ({
    name: d.item.title,
    subject_id: subjects.get(d.subjectName.toLowerCase())!,
    teacher_id: d.teacher!,
    room: d.item.room ?? d.portal?.room ?? 'To be set',
    schedule: d.item.schedule ?? d.portal?.schedule ?? 'To be set',
    grade_level: d.item.grade,
  });
  const creates = wanted.filter((d) => !d.local);
  const ids = await q.insertClasses(tx, me.tenantId, creates.map(values));
  creates.forEach((d, index) => (d.local = ids[index]!));
  await q.updateClasses(
    tx,
    wanted.filter((d) => !creates.includes(d)).map((d) => ({ id: d.local!, ...values(d) })),
  );
  // A course's record points at its subject once a class made it.
  const subjectOf = new Map(
    plan.courses.map((d) => [
      d.item.sourcedId,
      subjects.get(d.item.fields.title!.slice(0, 80).toLowerCase()) ?? null,
    ]),
  );
  return subjectOf;
}

export async function writeRoster(
  ctx: AppContext,
  tx: Tx,
  me: Me,
  plan: Plan,
  report: (step: number) => void,
) {
  const students = plan.users.filter((d) => d.item.role === 'student');
  await writeStudents(tx, me, students);
  report(1);
  const invited = await writeStaff(
    ctx,
    tx,
    me,
    plan.users.filter((d) => d.item.role !== 'student'),
    students,
  );
  report(2);
  const subjectOf = await writeClasses(tx, me, plan);
  report(3);
  const record = (kind: RecordKind, d: Decision, local: string | null) => ({
    kind,
    sourced_id: d.item.sourcedId,
    local_id: local,
    fields: d.item.fields,
    status: d.action === 'deactivate' ? ('tobedeleted' as const) : ('active' as const),
    date_last_modified: d.item.modified,
  });
  const school = plan.model.school;
  const schoolStored = plan.stored.get(`org:${school.sourcedId}`);
  const rows = [
    ...(schoolStored || !school.line
      ? []
      : [
          {
            kind: 'org' as const,
            sourced_id: school.sourcedId,
            local_id: me.tenantId,
            fields: school.fields,
            status: 'active' as const,
            date_last_modified: school.modified,
          },
        ]),
    ...plan.sessions.filter(changed).map((d) => record('academicSession', d, null)),
    ...plan.courses
      .filter((d) => changed(d) || (!d.before?.local_id && subjectOf.get(d.item.sourcedId)))
      .map((d) => record('course', d, subjectOf.get(d.item.sourcedId) ?? null)),
    ...plan.users.filter(changed).map((d) => record('user', d, d.local)),
    ...plan.classes.filter(changed).map((d) => record('class', d, d.local)),
    ...plan.enrollments.filter(changed).map((d) => record('enrollment', d, null)),
    ...plan.gone.map((r) => ({ ...r, status: 'tobedeleted' as const })),
  ];
  for (let at = 0; at < rows.length; at += 1000)
    await q.upsertRecords(tx, me.tenantId, rows.slice(at, at + 1000));
  const goneStudents = plan.gone.filter(
    (r) => r.kind === 'user' && r.fields.role === 'student' && r.local_id,
  );
  await q.setStudentsInactive(
    tx,
    goneStudents.map((r) => r.local_id!),
  );
  const goneInvites = plan.gone.filter(
    (r) => r.kind === 'user' && r.fields.role !== 'student' && r.local_id,
  );
  await q.deleteOpenInvitations(
    tx,
    goneInvites.map((r) => r.local_id!),
  );
  const pairs = enrolmentPairs(plan);
  await q.deleteEnrolments(tx, pairs.drop);
  const enrolled = await q.insertEnrolments(tx, me.tenantId, pairs.keep);
  report(4);
  return { invited, enrolled };
}
