import type { RosterIssue } from '@/shared/schemas/oneroster.ts';
import type { Tx } from '../../platform/db/tx.ts';
import { groupBy, otherHolderOf } from '../import-plan.ts';
import * as iq from '../imports.queries.ts';
import { USER_ROLES } from './binding.ts';
import type { RosterModel, UserItem } from './model.ts';
import * as q from './oneroster.queries.ts';
import { decide, type Decision } from './plan.ts';

export interface UserDecision extends Decision<UserItem> {
  /** The portal record: a student's id, or the account's or invitation's id. */
  local: string | null;
  isAccount: boolean;
  portalStudent?: q.PortalStudent;
  /** For a parent: the sourcedIds of children to link that are not linked yet. */
  newChildren: string[];
}

type Base = { model: RosterModel; stored: Map<string, q.StoredRecord> };

const refuse = (issues: RosterIssue[], d: UserDecision, column: string, message: string) =>
  issues.push({ file: 'users.csv', line: d.item.line, column, message, severity: 'error' });

async function planStudents(tx: Tx, base: Base, ds: UserDecision[], issues: RosterIssue[]) {
  const keys = ds.flatMap((d) => [d.before?.local_id ?? d.item.sourcedId, d.item.rollNumber]);
  const portal = await q.studentsByIdOrRoll(tx, keys);
  const byId = new Map(portal.map((s) => [s.id, s]));
  const byRoll = new Map(portal.map((s) => [s.roll_number, s]));
  const linked = new Map(
    [...base.stored.values()]
      .filter((r) => r.kind === 'user' && r.local_id)
      .map((r) => [r.local_id!, r.sourced_id]),
  );
  const kept: UserDecision[] = [];
  for (const d of ds) {
    const s = d.before?.local_id
      ? byId.get(d.before.local_id)
      : (byId.get(d.item.sourcedId) ?? byRoll.get(d.item.rollNumber));
    const holder = byRoll.get(d.item.rollNumber);
    const holderSource = s && linked.get(s.id);
    if (holder && holder.id !== s?.id) {
      refuse(
        issues,
        d,
        'identifier',
        `Roll number ${d.item.rollNumber} belongs to ${holder.full_name}, another student of your school.`,
      );
      continue;
    }
    if (s && !d.before && holderSource && holderSource !== d.item.sourcedId) {
      refuse(issues, d, 'sourcedId', `${s.full_name} was imported before as ${holderSource}.`);
      continue;
    }
    d.local = s?.id ?? null;
    d.portalStudent = s;
    if (!s && d.action !== 'deactivate') d.action = 'create';
    else if (s && !d.before && d.action === 'create') d.action = 'update';
    kept.push(d);
  }
  return kept;
}

async function planStaff(tx: Tx, ds: UserDecision[], issues: RosterIssue[]) {
  const emails = ds.flatMap((d) => (d.before?.local_id || !d.item.email ? [] : [d.item.email]));
  const owners = groupBy(await iq.emailOwners(tx, emails), (owner) => owner.email);
  const accounts = await q.accountIds(
    tx,
    ds.flatMap((d) => (d.before?.local_id ? [d.before.local_id] : [])),
  );
  const kept: UserDecision[] = [];
  for (const d of ds) {
    if (d.before?.local_id) {
      d.local = d.before.local_id;
      d.isAccount = accounts.has(d.local);
      kept.push(d);
      continue;
    }
    const found = owners.get(d.item.email!) ?? [];
    const who = otherHolderOf(found, d.item.role);
    if (who) {
      refuse(
        issues,
        d,
        'email',
        `This email belongs to ${who} of your school: the file makes them a ${d.item.role}.`,
      );
      continue;
    }
    const owner = found.find((o) => o.kind === 'account') ?? found[0];
    if (owner) {
      d.local = owner.id;
      d.isAccount = owner.kind === 'account';
      if (d.action === 'create') d.action = 'update';
    }
    kept.push(d);
  }
  return kept;
}

/** Parents' children not linked yet (a child keeps at most two guardians). */
async function planChildren(
  tx: Tx,
  students: UserDecision[],
  parents: UserDecision[],
  issues: RosterIssue[],
) {
  const studentOf = new Map(students.map((d) => [d.item.sourcedId, d]));
  const childrenOf = new Map<string, Set<string>>(
    parents.map((p) => [p.item.sourcedId, new Set(p.item.agents.filter((a) => studentOf.has(a)))]),
  );
  for (const s of students)
    for (const agent of s.item.agents) childrenOf.get(agent)?.add(s.item.sourcedId);
  const links = groupBy(
    await iq.guardianLinks(
      tx,
      students.flatMap((s) => (s.local ? [s.local] : [])),
    ),
    (l) => l.student_id,
  );
  const added = new Map<string, number>();
  for (const p of parents) {
    if (p.action === 'deactivate') continue;
    for (const child of childrenOf.get(p.item.sourcedId) ?? []) {
      const local = studentOf.get(child)!.local;
      const current = local ? (links.get(local) ?? []) : [];
      if (p.local && current.some((l) => l.guardian_id === p.local)) continue;
      if (current.length + (added.get(child) ?? 0) >= 2) {
        issues.push({
          file: 'users.csv',
          line: p.item.line,
          column: 'agentSourcedIds',
          severity: 'skipped',
          message: `Student ${child} already has two guardians: not linked.`,
        });
        continue;
      }
      added.set(child, (added.get(child) ?? 0) + 1);
      p.newChildren.push(child);
    }
    if (p.newChildren.length && p.action === 'unchanged') p.action = 'update';
  }
}

export async function planUsers(
  tx: Tx,
  base: Base,
  issues: RosterIssue[],
): Promise<UserDecision[]> {
  const all: UserDecision[] = [];
  for (const item of base.model.users) {
    const d: UserDecision = {
      ...decide('user', item, base),
      local: null,
      isAccount: false,
      newChildren: [],
    };
    const was = d.before ? USER_ROLES[d.before.fields.role ?? ''] : undefined;
    if (was && was !== item.role) {
      refuse(
        issues,
        d,
        'role',
        `This person was imported as a ${was}: the portal does not move a person to another role.`,
      );
      continue;
    }
    all.push(d);
  }
  const students = await planStudents(
    tx,
    base,
    all.filter((d) => d.item.role === 'student'),
    issues,
  );
  const staff = await planStaff(
    tx,
    all.filter((d) => d.item.role !== 'student'),
    issues,
  );
  await planChildren(
    tx,
    students,
    staff.filter((d) => d.item.role === 'parent'),
    issues,
  );
  return [...students, ...staff];
}
