import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { RosterIssue } from '@/shared/schemas/oneroster.ts';
import { ROSTER_COLUMNS, type RosterFile } from './binding.ts';
import { checkCells } from './check-cells.ts';
import type { Item, RecordKind } from './model.ts';
import type { RosterRow, RosterSet } from './read-set.ts';

export type Known = Record<RecordKind, Set<string>>;

const YIELD_EVERY = 1000;

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A file's sourcedIds, its rows with problems of their own included (reported on their own line). */
export const rawIds = (set: RosterSet, file: RosterFile) =>
  new Set(set.rows[file].map((row) => row.cells.sourcedId ?? '').filter(Boolean));

/** The portal's grade (1 to 12) of OneRoster grades such as "09"; null for KG, PK, etc. */
export function gradeOf(grades: string | undefined): number | null {
  const first = list(grades)[0];
  if (!first || !/^\d{1,2}$/.test(first)) return null;
  const grade = Number(first);
  return grade >= 1 && grade <= 12 ? grade : null;
}

export class Checker {
  readonly issues: RosterIssue[] = [];
  constructor(
    readonly set: RosterSet,
    private readonly known: Known,
  ) {}

  issue(
    item: { file: RosterFile; line: number },
    column: string | null,
    message: string,
    severity: 'error' | 'skipped' = 'error',
  ) {
    this.issues.push({ file: `${item.file}.csv`, line: item.line, column, message, severity });
  }

  /** The rows of a file that pass their own checks, each as an Item; a sourcedId twice is refused. */
  async items(file: RosterFile): Promise<(Item & { cells: Record<string, string> })[]> {
    const seen = new Map<string, number>();
    const out: (Item & { cells: Record<string, string> })[] = [];
    for (const [index, row] of this.set.rows[file].entries()) {
      // A large file is checked in slices, the event loop served between them.
      if (index % YIELD_EVERY === YIELD_EVERY - 1) await yieldToLoop();
      const problems = checkCells(file, row);
      this.issues.push(...problems);
      const id = row.cells.sourcedId ?? '';
      const earlier = seen.get(id);
      if (id && earlier !== undefined) {
        this.issue(
          { file, line: row.line },
          'sourcedId',
          `sourcedId ${id} is also on line ${earlier}.`,
        );
        continue;
      }
      seen.set(id, row.line);
      if (problems.length) continue;
      out.push(this.item(file, row));
    }
    return out;
  }

  private item(file: RosterFile, row: RosterRow) {
    const fields: Record<string, string> = {};
    for (const { name } of ROSTER_COLUMNS[file]) {
      if (name !== 'password' && name !== 'status' && name !== 'dateLastModified') {
        fields[name] = row.cells[name] ?? '';
      }
    }
    const status =
      row.cells.status === 'tobedeleted' || row.cells.status === 'inactive'
        ? 'tobedeleted'
        : 'active';
    return {
      sourcedId: row.cells.sourcedId!,
      file,
      line: row.line,
      status,
      modified: row.cells.dateLastModified || null,
      fields,
      cells: row.cells,
    } as const;
  }

  /** A reference to a record of the set, or of an earlier sync; an error naming it otherwise. */
  refers(item: Item, column: string, kind: RecordKind, inSet: Set<string>, id: string): boolean {
    if (inSet.has(id) || this.known[kind].has(id)) return true;
    this.issue(item, column, `${column} ${id} is not in the set (nor from an earlier import).`);
    return false;
  }
}
