import type { RosterIssue } from '@/shared/schemas/oneroster.ts';
import {
  CLASS_TYPES,
  DEMOGRAPHIC_FLAGS,
  ENROLLMENT_ROLES,
  ORG_TYPES,
  ROSTER_COLUMNS,
  SESSION_TYPES,
  SEXES,
  STATUSES,
  USER_ROLES,
  type RosterFile,
} from './binding.ts';
import type { RosterRow } from './read-set.ts';

// The checks of one row on its own: required cells, dates, booleans and enumerations.

const DATE_COLUMNS = new Set(['startDate', 'endDate', 'beginDate', 'birthDate']);
const BOOLEAN_COLUMNS = new Set(['enabledUser', 'primary', ...DEMOGRAPHIC_FLAGS]);
const ENUMS: Partial<Record<RosterFile, Record<string, readonly string[]>>> = {
  orgs: { type: ORG_TYPES },
  academicSessions: { type: SESSION_TYPES },
  classes: { classType: CLASS_TYPES },
  users: { role: Object.keys(USER_ROLES) },
  enrollments: { role: ENROLLMENT_ROLES },
  demographics: { sex: SEXES },
};

/** A real calendar day written YYYY-MM-DD. */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** An ISO 8601 date-time (or a date), as dateLastModified is written. */
export function isDateTime(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
    value,
  );
  return Boolean(match && isDate(match[1]!) && !Number.isNaN(Date.parse(value)));
}

export const isBoolean = (value: string) => /^(true|false)$/i.test(value);

export function checkCells(file: RosterFile, row: RosterRow): RosterIssue[] {
  const issues: RosterIssue[] = [];
  const add = (column: string, message: string) =>
    issues.push({ file: `${file}.csv`, line: row.line, column, message, severity: 'error' });
  for (const { name, required } of ROSTER_COLUMNS[file]) {
    const value = row.cells[name] ?? '';
    if (!value) {
      if (required) add(name, `${name} is required.`);
      continue;
    }
    if (name === 'status' && !(STATUSES as readonly string[]).includes(value)) {
      add(name, `"${value}" is not a status (active or tobedeleted).`);
    } else if (name === 'dateLastModified' && !isDateTime(value)) {
      add(name, `"${value}" is not a date and time (such as 2024-08-01T12:00:00Z).`);
    } else if (DATE_COLUMNS.has(name) && !isDate(value)) {
      add(name, `"${value}" is not a date (YYYY-MM-DD).`);
    } else if (file === 'academicSessions' && name === 'schoolYear' && !/^\d{4}$/.test(value)) {
      add(name, `"${value}" is not a year (such as 2025).`);
    } else if (BOOLEAN_COLUMNS.has(name) && !isBoolean(value)) {
      add(name, `"${value}" is not true or false.`);
    } else {
      const allowed = ENUMS[file]?.[name];
      if (allowed && !allowed.includes(value)) {
        add(name, `Unknown ${name} "${value}": one of ${allowed.join(', ')}.`);
      }
    }
  }
  const start = row.cells.startDate ?? row.cells.beginDate;
  const end = row.cells.endDate;
  if (start && end && isDate(start) && isDate(end) && end < start) {
    add('endDate', `The end date ${end} is before the start date ${start}.`);
  }
  return issues;
}
