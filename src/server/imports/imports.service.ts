import { AppError } from '@/shared/errors.ts';
import {
  MAX_REPORTED_ISSUES,
  PREVIEW_ROWS,
  importColumns,
  type DryRunResult,
  type ImportIssue,
  type ImportKind,
  type ImportPlan,
  type ImportResult,
  type PersonImportRow,
  type StudentImportRow,
} from '@/shared/schemas/imports.ts';
import { insertAudit } from '../platform/audit/audit.queries.ts';
import { newLinkToken } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { insertOutboxEmails } from '../platform/mail/mail.queries.ts';
import { invitationEmail, schoolNameForMail } from '../accounts/accounts.service.ts';
import { parseImportCsv } from './csv.ts';
import * as q from './imports.queries.ts';
import { checkRows, type ValidRow } from './rows.ts';

type Action = 'create' | 'update' | 'unchanged';

interface StudentEntry {
  line: number;
  cells: Record<string, string>;
  action: Action;
  values: q.StudentValues;
}

interface PersonEntry {
  line: number;
  cells: Record<string, string>;
  action: Action;
  owner: q.EmailOwner | null;
  values: { email: string; full_name: string; phone: string | null };
  /** Children to link that are not linked to this person yet. */
  newChildren: string[];
}

type Planned =
  | { kind: 'students'; entries: StudentEntry[]; issues: ImportIssue[] }
  | { kind: 'parents' | 'teachers'; entries: PersonEntry[]; issues: ImportIssue[] };

const EMAIL_TAKEN = 'Someone in your school already uses this email address.';
const roleOf = (kind: 'parents' | 'teachers') => (kind === 'parents' ? 'parent' : 'teacher');

const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
};

async function planStudents(tx: Tx, rows: ValidRow<StudentImportRow>[]): Promise<Planned> {
  const existing = new Map(
    (
      await q.studentsByRollNumber(
        tx,
        rows.map((row) => row.value.roll_number),
      )
    ).map((student) => [student.roll_number, student]),
  );
  const emails = rows.flatMap((row) => (row.value.email ? [row.value.email] : []));
  const owners = groupBy(await q.emailOwners(tx, emails), (owner) => owner.email);
  const issues: ImportIssue[] = [];
  const entries: StudentEntry[] = [];
  for (const { line, cells, value } of rows) {
    const before = existing.get(value.roll_number);
    if (value.email) {
      const others = (owners.get(value.email) ?? []).filter(
        // The student themself (their record, or their own account) is no clash.
        (owner) =>
          !(
            (owner.kind === 'record' && owner.id === before?.id) ||
            (owner.kind === 'account' && before?.user_id && owner.id === before.user_id)
          ),
      );
      if (others.length) {
        issues.push({ line, column: 'email', message: EMAIL_TAKEN });
        continue;
      }
    }
    const values: q.StudentValues = {
      id: before?.id,
      roll_number: value.roll_number,
      full_name: value.full_name,
      grade_level: value.grade_level,
      // A blank optional cell keeps what the school has.
      section: value.section ?? before?.section ?? 'A',
      email: value.email ?? before?.email ?? null,
      phone: value.phone ?? before?.phone ?? null,
    };
    const same =
      before &&
      before.full_name === values.full_name &&
      before.grade_level === values.grade_level &&
      before.section === values.section &&
      before.email === values.email &&
      before.phone === values.phone;
    entries.push({
      line,
      cells,
      values,
      action: !before ? 'create' : same ? 'unchanged' : 'update',
    });
  }
  return { kind: 'students', entries, issues };
}

async function planPeople(
  tx: Tx,
  kind: 'parents' | 'teachers',
  rows: ValidRow<PersonImportRow>[],
): Promise<Planned> {
  const role = roleOf(kind);
  const owners = groupBy(
    await q.emailOwners(
      tx,
      rows.map((row) => row.value.email),
    ),
    (owner) => owner.email,
  );
  const rollNumbers = [...new Set(rows.flatMap((row) => row.value.child_roll_numbers ?? []))];
  const students = new Map(
    (await q.studentsByRollNumber(tx, rollNumbers)).map((student) => [
      student.roll_number,
      student,
    ]),
  );
  const links = await q.guardianLinks(
    tx,
    [...students.values()].map((student) => student.id),
  );
  const guardians = groupBy(links, (link) => link.student_id);
  const addedInFile = new Map<string, number>();
  const issues: ImportIssue[] = [];
  const entries: PersonEntry[] = [];

  for (const { line, cells, value } of rows) {
    const found = owners.get(value.email) ?? [];
    const other = found.find((owner) => owner.kind === 'record' || owner.role !== role);
    if (other) {
      const who =
        other.kind === 'record'
          ? 'a student record'
          : `${other.role === 'admin' ? 'an' : 'a'} ${other.role}`;
      issues.push({
        line,
        column: 'email',
        message: `This email belongs to ${who} of your school.`,
      });
      continue;
    }
    const owner = found.find((o) => o.kind === 'account') ?? found[0] ?? null;
    const rowIssues: ImportIssue[] = [];
    const newChildren: string[] = [];
    for (const roll of value.child_roll_numbers ?? []) {
      const student = students.get(roll);
      if (!student) {
        rowIssues.push({
          line,
          column: 'child_roll_numbers',
          message: `No student with roll number ${roll} in your school. Import the students first.`,
        });
        continue;
      }
      const current = guardians.get(student.id) ?? [];
      if (owner && current.some((link) => link.guardian_id === owner.id)) continue;
      if (current.length + (addedInFile.get(student.id) ?? 0) >= 2) {
        rowIssues.push({
          line,
          column: 'child_roll_numbers',
          message: `${student.full_name} (${roll}) already has two guardians.`,
        });
        continue;
      }
      newChildren.push(student.id);
    }
    if (rowIssues.length) {
      issues.push(...rowIssues);
      continue;
    }
    for (const id of newChildren) addedInFile.set(id, (addedInFile.get(id) ?? 0) + 1);
    const values = {
      email: value.email,
      full_name: value.full_name,
      phone: value.phone ?? owner?.phone ?? null,
    };
    const same =
      owner &&
      owner.full_name === values.full_name &&
      owner.phone === values.phone &&
      !newChildren.length;
    entries.push({
      line,
      cells,
      values,
      owner,
      newChildren,
      action: !owner ? 'create' : same ? 'unchanged' : 'update',
    });
  }
  return { kind, entries, issues };
}

interface Checked {
  kind: ImportKind;
  rowCount: number;
  planned: Planned;
  issues: ImportIssue[];
}

/** Reads, checks and plans the whole file in the caller's transaction; writes nothing. */
async function checkFile(tx: Tx, kind: ImportKind, data: Buffer | string): Promise<Checked> {
  const parsed = parseImportCsv(kind, data);
  let planned: Planned;
  let rowIssues: ImportIssue[];
  if (kind === 'students') {
    const checked = checkRows('students', parsed.rows);
    rowIssues = checked.issues;
    planned = await planStudents(tx, checked.rows);
  } else {
    const checked = checkRows(kind, parsed.rows);
    rowIssues = checked.issues;
    planned = await planPeople(tx, kind, checked.rows);
  }
  const order = importColumns[kind].map((column) => column.name);
  const issues = [...parsed.issues, ...rowIssues, ...planned.issues].sort(
    (a, b) => a.line - b.line || order.indexOf(a.column ?? '') - order.indexOf(b.column ?? ''),
  );
  return { kind, rowCount: parsed.count, planned, issues };
}

function planCounts(planned: Planned): ImportPlan {
  const plan: ImportPlan = { create: 0, update: 0, unchanged: 0 };
  for (const entry of planned.entries) plan[entry.action] += 1;
  return plan;
}

/** The dry run: errors by line and column, what would be created or updated; nothing written. */
export async function dryRun(
  scope: RequestScope,
  kind: ImportKind,
  data: Buffer | string,
): Promise<DryRunResult> {
  return scope.asCaller(async (tx) => {
    const checked = await checkFile(tx, kind, data);
    const columns = importColumns[kind].map((column) => column.name);
    return {
      kind,
      rows: checked.rowCount,
      errorCount: checked.issues.length,
      errors: checked.issues.slice(0, MAX_REPORTED_ISSUES),
      plan: planCounts(checked.planned),
      preview: checked.planned.entries.slice(0, PREVIEW_ROWS).map((entry) => ({
        line: entry.line,
        action: entry.action,
        values: Object.fromEntries(columns.map((name) => [name, entry.cells[name] ?? ''])),
      })),
    };
  });
}

const BATCH = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) {
    out.push(items.slice(start, start + BATCH));
  }
  return out;
}

export interface ImportEvents {
  /** The file is clean: the writing starts (the route begins streaming progress). */
  start(total: number): void;
  progress(done: number, total: number): void;
}

async function writeStudents(tx: Tx, me: Me, entries: StudentEntry[], report: (n: number) => void) {
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

async function writePeople(
  ctx: AppContext,
  tx: Tx,
  me: Me,
  kind: 'parents' | 'teachers',
  entries: PersonEntry[],
  report: (n: number) => void,
): Promise<number> {
  const role = roleOf(kind);
  const school = await schoolNameForMail(tx, me.tenantId);
  const creates = entries.filter((entry) => entry.action === 'create');
  for (const batch of chunks(creates)) {
    const tokens = batch.map(() => newLinkToken());
    const inserted = await q.insertInvitations(
      tx,
      me.tenantId,
      me.userId,
      batch.map((entry, index) => ({
        ...entry.values,
        role,
        token_hash: tokens[index]!.hash,
      })),
    );
    const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
    await insertOutboxEmails(
      tx,
      batch.map((entry, index) =>
        invitationEmail(ctx, school, {
          tenantId: me.tenantId,
          email: entry.values.email,
          name: entry.values.full_name,
          role,
          token: tokens[index]!.token,
        }),
      ),
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

/**
 * The import: the file is checked again in the same transaction that writes it (refused whole if it
 * has any error), then written in batches, reporting progress; one audit row; invitations queued.
 * Rows the school already has unchanged are not written at all, so a second run changes nothing.
 */
export async function runImport(
  ctx: AppContext,
  scope: RequestScope,
  kind: ImportKind,
  data: Buffer | string,
  events: ImportEvents,
): Promise<ImportResult> {
  const { result, tenantId } = await scope.asCaller(async (tx, me) => {
    const checked = await checkFile(tx, kind, data);
    if (checked.issues.length) {
      const count = checked.issues.length;
      throw new AppError(
        'VALIDATION_FAILED',
        `The file has ${count} ${count === 1 ? 'error' : 'errors'}: nothing was imported. Check the file, fix them and try again.`,
        {
          details: checked.issues.slice(0, MAX_REPORTED_ISSUES).map((issue) => ({
            path: issue.column ?? 'file',
            line: issue.line,
            message: issue.message,
          })),
        },
      );
    }
    const plan = planCounts(checked.planned);
    const total = plan.create + plan.update;
    let done = 0;
    events.start(total);
    const report = (n: number) => {
      done += n;
      events.progress(done, total);
    };
    const { planned } = checked;
    const invited =
      planned.kind === 'students'
        ? await writeStudents(tx, me, planned.entries, report)
        : await writePeople(ctx, tx, me, planned.kind, planned.entries, report);
    const outcome: ImportResult = {
      kind,
      rows: checked.rowCount,
      created: plan.create,
      updated: plan.update,
      unchanged: plan.unchanged,
      invited,
    };
    if (total > 0) {
      await insertAudit(tx, {
        tenantId: me.tenantId,
        actorUserId: me.userId,
        action: 'people.imported',
        details: { ...outcome },
      });
    }
    return { result: outcome, tenantId: me.tenantId };
  });
  if (result.invited) ctx.mail.kick(tenantId);
  return result;
}

/** Only the caller's role is checked: the template itself is the same for every school. */
export async function checkAdmin(scope: RequestScope): Promise<void> {
  await scope.asCaller(async () => undefined);
}
