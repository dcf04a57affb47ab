import {
  importColumns,
  type ImportIssue,
  type ImportKind,
  type ImportPlan,
  type PersonImportRow,
  type StudentImportRow,
} from '@/shared/schemas/imports.ts';
import type { Tx } from '../platform/db/tx.ts';
import { parseImportCsv } from './csv.ts';
import * as q from './imports.queries.ts';
import { checkRows, type ValidRow } from './rows.ts';

// Checking and planning an import file: what each row would create or update; nothing written.

type Action = 'create' | 'update' | 'unchanged';

export interface StudentEntry {
  line: number;
  cells: Record<string, string>;
  action: Action;
  values: q.StudentValues;
}

export interface PersonEntry {
  line: number;
  cells: Record<string, string>;
  action: Action;
  owner: q.EmailOwner | null;
  values: { email: string; full_name: string; phone: string | null };
  /** Children to link that are not linked to this person yet. */
  newChildren: string[];
}

export type Planned =
  | { kind: 'students'; entries: StudentEntry[]; issues: ImportIssue[] }
  | { kind: 'parents' | 'teachers'; entries: PersonEntry[]; issues: ImportIssue[] };

const EMAIL_TAKEN = 'Someone in your school already uses this email address.';
export const roleOf = (kind: 'parents' | 'teachers') => (kind === 'parents' ? 'parent' : 'teacher');

export const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
};

/**
 * The school's holder of an email that keeps it from going to someone of `role` (a student record,
 * or an account or invitation of another role), in words ('a student record', 'an admin'); null
 * when there is none. The CSV import and a OneRoster sync refuse the row with it.
 */
export function otherHolderOf(found: readonly q.EmailOwner[], role: string): string | null {
  const other = found.find((owner) => owner.kind === 'record' || owner.role !== role);
  if (!other) return null;
  if (other.kind === 'record') return 'a student record';
  return `${other.role === 'admin' ? 'an' : 'a'} ${other.role}`;
}

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
    const who = otherHolderOf(found, role);
    if (who) {
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
export async function checkFile(tx: Tx, kind: ImportKind, data: Buffer | string): Promise<Checked> {
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

export function planCounts(planned: Planned): ImportPlan {
  const plan: ImportPlan = { create: 0, update: 0, unchanged: 0 };
  for (const entry of planned.entries) plan[entry.action] += 1;
  return plan;
}
