import {
  importColumns,
  type ImportIssue,
  type ImportKind,
  type PersonImportRow,
  type StudentImportRow,
} from '@/shared/schemas/imports.ts';
import type { CsvRow } from './csv.ts';

export interface ValidRow<T> {
  line: number;
  cells: Record<string, string>;
  value: T;
}

export interface CheckedRows<T> {
  rows: ValidRow<T>[];
  issues: ImportIssue[];
}

const label = (column: string) => {
  const words = column.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Each row against its kind's column schemas (the zod field schemas of the people forms): a blank
 * required cell, a bad value, or a roll number or email that appears twice in the file.
 */
export function checkRows(kind: 'students', rows: CsvRow[]): CheckedRows<StudentImportRow>;
export function checkRows(
  kind: 'parents' | 'teachers',
  rows: CsvRow[],
): CheckedRows<PersonImportRow>;
export function checkRows(kind: ImportKind, rows: CsvRow[]): CheckedRows<unknown>;
export function checkRows(kind: ImportKind, rows: CsvRow[]): CheckedRows<unknown> {
  const issues: ImportIssue[] = [];
  const valid: ValidRow<Record<string, unknown>>[] = [];
  const firstLine = { roll_number: new Map<string, number>(), email: new Map<string, number>() };
  for (const row of rows) {
    const value: Record<string, unknown> = {};
    let ok = true;
    for (const column of importColumns[kind]) {
      const cell = (row.cells[column.name] ?? '').trim();
      if (!cell) {
        if (column.required) {
          issues.push({
            line: row.line,
            column: column.name,
            message: `${label(column.name)} is required`,
          });
          ok = false;
        }
        continue;
      }
      const parsed = column.schema.safeParse(cell);
      if (!parsed.success) {
        issues.push({
          line: row.line,
          column: column.name,
          message: parsed.error.issues[0]?.message ?? 'Not a valid value',
        });
        ok = false;
        continue;
      }
      value[column.name] = parsed.data;
      if (column.name === 'roll_number' || column.name === 'email') {
        const seen = firstLine[column.name];
        const key = String(parsed.data).toLowerCase();
        const earlier = seen.get(key);
        if (earlier !== undefined) {
          issues.push({
            line: row.line,
            column: column.name,
            message: `${label(column.name)} ${String(parsed.data)} is also on line ${earlier}`,
          });
          ok = false;
        } else {
          seen.set(key, row.line);
        }
      }
    }
    if (ok) valid.push({ line: row.line, cells: row.cells, value });
  }
  return { rows: valid, issues };
}
