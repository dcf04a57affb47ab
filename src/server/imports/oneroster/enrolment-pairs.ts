import { keyOf, type Plan } from './plan.ts';
import type { EnrolmentPair } from './oneroster.queries.ts';

/**
 * The portal enrolments the sync holds, worked out from the stored records and the plan (after it
 * was written, so new students and classes have their ids): every active student enrollment whose
 * class and student are in the portal (`keep`), and those the plan deactivates (`drop`). Classes
 * that waited for their teacher catch up here.
 */
export function enrolmentPairs(plan: Plan): { keep: EnrolmentPair[]; drop: EnrolmentPair[] } {
  const local = new Map<string, string | null>();
  const role = new Map<string, string>();
  const enrollments = new Map<string, { cls: string; user: string; active: boolean }>();
  for (const r of plan.stored.values()) {
    if (r.kind === 'class' || r.kind === 'user') {
      local.set(keyOf(r.kind, r.sourced_id), r.status === 'active' ? r.local_id : null);
      if (r.kind === 'user') role.set(r.sourced_id, r.fields.role ?? '');
    }
    if (r.kind === 'enrollment' && r.fields.role === 'student') {
      enrollments.set(r.sourced_id, {
        cls: r.fields.classSourcedId!,
        user: r.fields.userSourcedId!,
        active: r.status === 'active',
      });
    }
  }
  for (const d of plan.classes)
    local.set(keyOf('class', d.item.sourcedId), d.action === 'deactivate' ? null : d.local);
  for (const d of plan.users) {
    local.set(keyOf('user', d.item.sourcedId), d.action === 'deactivate' ? null : d.local);
    role.set(d.item.sourcedId, d.item.fields.role ?? '');
  }
  for (const d of plan.enrollments) {
    if (d.item.fields.role !== 'student') continue;
    enrollments.set(d.item.sourcedId, {
      cls: d.item.fields.classSourcedId!,
      user: d.item.fields.userSourcedId!,
      active: d.action !== 'deactivate',
    });
  }
  for (const r of plan.gone) {
    const e = enrollments.get(r.sourced_id);
    if (r.kind === 'enrollment' && e) e.active = false;
  }
  const keep = new Map<string, EnrolmentPair>();
  const drop = new Map<string, EnrolmentPair>();
  for (const e of enrollments.values()) {
    const classId = local.get(keyOf('class', e.cls));
    const studentId = role.get(e.user) === 'student' ? local.get(keyOf('user', e.user)) : null;
    if (!classId || !studentId) continue;
    const pair = { class_id: classId, student_id: studentId };
    (e.active ? keep : drop).set(`${classId}|${studentId}`, pair);
  }
  // A pair another active enrollment still holds (another term, say) stays.
  for (const key of keep.keys()) drop.delete(key);
  return { keep: [...keep.values()], drop: [...drop.values()] };
}
