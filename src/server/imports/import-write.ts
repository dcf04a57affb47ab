import type { AppContext } from '../context.ts';
import type { Me } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import * as q from './imports.queries.ts';
import { invitePeople } from './invite-people.ts';
import { groupBy, roleOf, type PersonEntry, type StudentEntry } from './import-plan.ts';

// Writing a checked import: students and people in batches, invitations emailed.

const BATCH = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) {
    out.push(items.slice(start, start + BATCH));
  }
  return out;
}

export async function writeStudents(
  tx: Tx,
  me: Me,
  entries: StudentEntry[],
  report: (n: number) => void,
) {
  const creates = entries.filter((entry) => entry.action === 'create').map((e) => e.values);
  const updates = entries.filter((entry) => entry.action === 'update').map((e) => e.values);
  for (const batch of chunks(creates)) {
    await q.insertStudents(tx, me.tenantId, batch);
    report(batch.length);
  }
  for (const batch of chunks(updates)) {
    await q.updateStudents(tx, batch);
    report(batch.length);
  }
  return 0;
}

export async function writePeople(
  ctx: AppContext,
  tx: Tx,
  me: Me,
  kind: 'parents' | 'teachers',
  entries: PersonEntry[],
  report: (n: number) => void,
): Promise<number> {
  const role = roleOf(kind);
  const creates = entries.filter((entry) => entry.action === 'create');
  for (const batch of chunks(creates)) {
    const idByEmail = await invitePeople(
      ctx,
      tx,
      me,
      batch.map((entry) => ({ ...entry.values, role })),
    );
    await q.insertInvitationChildren(
      tx,
      me.tenantId,
      batch.flatMap((entry) =>
        entry.newChildren.map((studentId) => ({
          invitation_id: idByEmail.get(entry.values.email)!,
          student_id: studentId,
        })),
      ),
    );
    report(batch.length);
  }

  const updates = entries.filter((entry) => entry.action === 'update');
  const links = await q.guardianLinks(tx, [...new Set(updates.flatMap((e) => e.newChildren))]);
  const slotsTaken = groupBy(
    links.filter((link) => link.slot !== null),
    (link) => link.student_id,
  );
  const freeSlot = (studentId: string) => {
    const taken = new Set((slotsTaken.get(studentId) ?? []).map((link) => link.slot));
    const slot = taken.has(1) ? 2 : 1;
    slotsTaken.set(studentId, [
      ...(slotsTaken.get(studentId) ?? []),
      { student_id: studentId, guardian_id: '', slot },
    ]);
    return slot;
  };
  for (const batch of chunks(updates)) {
    const change = (entry: PersonEntry) => ({
      id: entry.owner!.id,
      full_name: entry.values.full_name,
      phone: entry.values.phone,
    });
    const accounts = batch.filter((entry) => entry.owner!.kind === 'account');
    const invited = batch.filter((entry) => entry.owner!.kind === 'invitation');
    await q.updateProfiles(tx, accounts.map(change));
    await q.updateInvitations(tx, invited.map(change));
    await q.insertGuardianships(
      tx,
      me.tenantId,
      accounts.flatMap((entry) =>
        entry.newChildren.map((studentId) => ({
          student_id: studentId,
          parent_user_id: entry.owner!.id,
          slot: freeSlot(studentId),
        })),
      ),
    );
    await q.insertInvitationChildren(
      tx,
      me.tenantId,
      invited.flatMap((entry) =>
        entry.newChildren.map((studentId) => ({
          invitation_id: entry.owner!.id,
          student_id: studentId,
        })),
      ),
    );
    report(batch.length);
  }
  return creates.length;
}
