import {
  rosterEntities,
  type RosterCounts,
  type RosterEntity,
  type RosterIssue,
} from '@/shared/schemas/oneroster.ts';
import type { Tx } from '../../platform/db/tx.ts';
import { USER_ROLES, type RosterFile } from './binding.ts';
import type { Item, RecordKind, RosterModel } from './model.ts';
import * as q from './oneroster.queries.ts';
import { planClasses, type ClassDecision } from './plan-classes.ts';
import { planUsers, type UserDecision } from './plan-users.ts';

// The dry run's plan: each record of the set against what earlier syncs stored, by sourcedId.

export type Action = 'create' | 'update' | 'unchanged' | 'deactivate';

export interface Decision<T extends Item = Item> {
  item: T;
  action: Action;
  before: q.StoredRecord | undefined;
}

export interface Plan {
  model: RosterModel;
  stored: Map<string, q.StoredRecord>;
  sessions: Decision[];
  courses: Decision[];
  users: UserDecision[];
  classes: ClassDecision[];
  enrollments: Decision[];
  /** Stored records a bulk file no longer has: deactivated. */
  gone: q.StoredRecord[];
  issues: RosterIssue[];
}

export const keyOf = (kind: RecordKind, sourcedId: string) => `${kind}:${sourcedId}`;
const KIND_FILE: Record<RecordKind, RosterFile> = {
  org: 'orgs',
  academicSession: 'academicSessions',
  course: 'courses',
  class: 'classes',
  user: 'users',
  enrollment: 'enrollments',
};

/** The same fields, key by key (the order of keys in the stored JSON may differ). */
export function sameFields(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

/**
 * A record's action from its row alone: tobedeleted deactivates; in a delta, a row no newer than
 * the stored one is left alone; a new sourcedId is created; changed fields are an update.
 */
export function decide<T extends Item>(
  kind: RecordKind,
  item: T,
  plan: Pick<Plan, 'model' | 'stored'>,
): Decision<T> {
  const before = plan.stored.get(keyOf(kind, item.sourcedId));
  const delta = plan.model.modes[KIND_FILE[kind]] === 'delta';
  let action: Action;
  if (item.status === 'tobedeleted')
    action = before?.status === 'active' ? 'deactivate' : 'unchanged';
  else if (!before) action = 'create';
  else if (
    delta &&
    before.date_last_modified &&
    item.modified &&
    Date.parse(item.modified) <= Date.parse(before.date_last_modified)
  )
    action = 'unchanged';
  else if (before.status !== 'active' || !sameFields(before.fields, item.fields)) action = 'update';
  else action = 'unchanged';
  return { item, action, before };
}

export async function planRoster(tx: Tx, model: RosterModel): Promise<Plan> {
  const stored = new Map((await q.storedRecords(tx)).map((r) => [keyOf(r.kind, r.sourced_id), r]));
  const base = { model, stored };
  const issues = [...model.issues];
  const sessions = model.sessions.map((item) => decide('academicSession', item, base));
  const courses = model.courses.map((item) => decide('course', item, base));
  const users = await planUsers(tx, base, issues);
  const enrollments = model.enrollments.map((item) => decide('enrollment', item, base));
  const classes = await planClasses(tx, { ...base, users, enrollments, courses });
  await adoptExisting(tx, courses, classes, users, enrollments);
  // A bulk file is the whole truth for its kind: what it no longer holds is deactivated.
  const present = new Set<string>();
  for (const list of [sessions, courses, users, classes, enrollments] as Decision[][]) {
    for (const d of list) present.add(d.item.sourcedId);
  }
  const gone = [...stored.values()].filter(
    (r) =>
      r.kind !== 'org' &&
      r.status === 'active' &&
      model.modes[KIND_FILE[r.kind]] === 'bulk' &&
      !present.has(r.sourced_id),
  );
  return { model, stored, sessions, courses, users, classes, enrollments, gone, issues };
}

/**
 * A course or enrollment new to the sync that the portal already has (a subject of that title, a
 * class's student or teacher) is linked, not created: the portal gains nothing.
 */
async function adoptExisting(
  tx: Tx,
  courses: Decision[],
  classes: ClassDecision[],
  users: UserDecision[],
  enrollments: Decision[],
) {
  const subjects = new Set((await q.subjects(tx)).map((s) => s.name.toLowerCase()));
  for (const d of courses) {
    if (
      !d.before &&
      d.action === 'create' &&
      subjects.has(d.item.fields.title!.slice(0, 80).toLowerCase())
    )
      d.action = 'update';
  }
  const classOf = new Map(classes.map((d) => [d.item.sourcedId, d]));
  const userOf = new Map(users.map((d) => [d.item.sourcedId, d]));
  const pairs = await q.enrolmentPairs(
    tx,
    classes.flatMap((d) => (d.portal ? [d.portal.id] : [])),
  );
  for (const d of enrollments) {
    if (d.before || d.action !== 'create') continue;
    const cls = classOf.get(d.item.fields.classSourcedId!)?.portal;
    const user = userOf.get(d.item.fields.userSourcedId!)?.local;
    if (!cls || !user) continue;
    const there =
      d.item.fields.role === 'teacher' ? cls.teacher_id === user : pairs.has(`${cls.id}|${user}`);
    if (there) d.action = 'update';
  }
}

const emptyCounts = (): RosterCounts => ({ create: 0, update: 0, unchanged: 0, deactivate: 0 });

export function entityOfUser(role: string | undefined): RosterEntity | null {
  const portal = role ? USER_ROLES[role] : null;
  return portal ? (`${portal}s` as RosterEntity) : null;
}

/** What the dry run counts, by the portal's kind of record. */
export function planCounts(plan: Plan): Record<RosterEntity, RosterCounts> {
  const counts = Object.fromEntries(
    rosterEntities.map((entity) => [entity, emptyCounts()]),
  ) as Record<RosterEntity, RosterCounts>;
  const add = (entity: RosterEntity | null, action: Action) =>
    entity && (counts[entity][action] += 1);
  for (const d of plan.sessions) add('academicSessions', d.action);
  for (const d of plan.courses) add('courses', d.action);
  for (const d of plan.classes) add('classes', d.action);
  for (const d of plan.enrollments) add('enrollments', d.action);
  for (const d of plan.users) add(`${d.item.role}s` as RosterEntity, d.action);
  const goneEntity: Record<RecordKind, (r: q.StoredRecord) => RosterEntity | null> = {
    org: () => null,
    academicSession: () => 'academicSessions',
    course: () => 'courses',
    class: () => 'classes',
    enrollment: () => 'enrollments',
    user: (r) => entityOfUser(r.fields.role),
  };
  for (const r of plan.gone) add(goneEntity[r.kind](r), 'deactivate');
  return counts;
}
