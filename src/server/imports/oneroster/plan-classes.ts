import type { Tx } from '../../platform/db/tx.ts';
import type { ClassItem, RosterModel } from './model.ts';
import * as q from './oneroster.queries.ts';
import { decide, keyOf, type Decision } from './plan.ts';
import type { UserDecision } from './plan-users.ts';

export interface ClassDecision extends Decision<ClassItem> {
  /** The portal class, once made. */
  local: string | null;
  /** The teacher's account; null while the teacher is only invited (the class waits). */
  teacher: string | null;
  subjectName: string;
  portal: q.PortalClass | undefined;
}

interface Input {
  model: RosterModel;
  stored: Map<string, q.StoredRecord>;
  users: UserDecision[];
  enrollments: Decision[];
  courses: Decision[];
}

/** The class's teacher by sourcedId: a primary teacher enrollment first, of the set or stored. */
function teachers(input: Input): Map<string, string> {
  const found = new Map<string, { user: string; primary: boolean }>();
  const offer = (cls: string, user: string, primary: boolean) => {
    const now = found.get(cls);
    if (!now || (primary && !now.primary)) found.set(cls, { user, primary });
  };
  const inSet = new Set(input.enrollments.map((d) => d.item.sourcedId));
  for (const r of input.stored.values()) {
    if (
      r.kind === 'enrollment' &&
      r.status === 'active' &&
      r.fields.role === 'teacher' &&
      !inSet.has(r.sourced_id)
    ) {
      offer(r.fields.classSourcedId!, r.fields.userSourcedId!, r.fields.primary === 'true');
    }
  }
  for (const d of input.enrollments) {
    if (d.action !== 'deactivate' && d.item.fields.role === 'teacher') {
      offer(
        d.item.fields.classSourcedId!,
        d.item.fields.userSourcedId!,
        /^true$/i.test(d.item.fields.primary ?? ''),
      );
    }
  }
  return new Map([...found].map(([cls, t]) => [cls, t.user]));
}

export async function planClasses(tx: Tx, input: Input): Promise<ClassDecision[]> {
  const teacherOf = teachers(input);
  const userOf = new Map(input.users.map((d) => [d.item.sourcedId, d]));
  const storedTeachers = [...teacherOf.values()].flatMap((id) => {
    const r = userOf.has(id) ? undefined : input.stored.get(keyOf('user', id));
    return r?.local_id ? [r.local_id] : [];
  });
  const accounts = await q.accountIds(tx, storedTeachers);
  const accountOf = (userId: string | undefined): string | null => {
    if (!userId) return null;
    const d = userOf.get(userId);
    if (d) return d.isAccount && d.item.role === 'teacher' ? d.local : null;
    const local = input.stored.get(keyOf('user', userId))?.local_id;
    return local && accounts.has(local) ? local : null;
  };
  const titleOf = new Map(input.courses.map((d) => [d.item.sourcedId, d.item.fields.title!]));
  const subjects = new Map((await q.subjects(tx)).map((s) => [s.name.toLowerCase(), s.id]));
  const decisions = input.model.classes.map((item) => decide('class', item, input));
  const portal = new Map(
    (
      await q.classesById(
        tx,
        decisions.map((d) => d.before?.local_id ?? d.item.sourcedId),
      )
    ).map((c) => [c.id, c]),
  );
  return decisions.map((d) => {
    const subjectName =
      titleOf.get(d.item.courseId) ??
      input.stored.get(keyOf('course', d.item.courseId))?.fields.title ??
      d.item.title;
    const existing = portal.get(d.before?.local_id ?? d.item.sourcedId);
    const teacher = accountOf(teacherOf.get(d.item.sourcedId)) ?? existing?.teacher_id ?? null;
    const out: ClassDecision = {
      ...d,
      local: existing?.id ?? null,
      teacher,
      subjectName: subjectName.slice(0, 80),
      portal: existing,
    };
    if (d.action === 'deactivate') return out;
    if (!existing) {
      if (teacher && out.action === 'unchanged') out.action = 'update';
      return out;
    }
    const same =
      existing.name === d.item.title &&
      existing.room === (d.item.room ?? existing.room) &&
      existing.schedule === (d.item.schedule ?? existing.schedule) &&
      existing.grade_level === d.item.grade &&
      existing.teacher_id === teacher &&
      existing.subject_id === subjects.get(out.subjectName.toLowerCase());
    if (!same && out.action === 'unchanged') out.action = 'update';
    if (!d.before && out.action === 'create') out.action = 'update';
    return out;
  });
}
