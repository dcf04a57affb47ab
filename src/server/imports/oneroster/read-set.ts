import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse/sync';
import type { RosterIssue } from '@/shared/schemas/oneroster.ts';
import { plainFieldError } from '../../platform/http/field-error.ts';
import {
  FILE_MODES,
  ROSTER_COLUMNS,
  ROSTER_FILES,
  type FileMode,
  type RosterFile,
} from './binding.ts';
import type { RosterFiles } from './zip.ts';

/** A data row: its line in its file (the header is line 1) and its cells by column. */
export interface RosterRow {
  line: number;
  cells: Record<string, string>;
}

export interface RosterSet {
  version: string;
  modes: Record<RosterFile, FileMode>;
  rows: Record<RosterFile, RosterRow[]>;
  issues: RosterIssue[];
}

const error = (file: string, line: number | null, column: string | null, message: string) =>
  ({ file, line, column, message, severity: 'error' }) as RosterIssue;

function decode(file: string, data: Uint8Array): string | RosterIssue {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    return text.startsWith('\ufeff') ? text.slice(1) : text;
  } catch {
    return error(file, null, null, 'The file is not UTF-8 text.');
  }
}

/** Records with the line each starts on (csv-parse counts the line a record ends on). */
function records(file: string, text: string): { line: number; cells: string[] }[] | RosterIssue {
  try {
    const parsed = parse(text, {
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return parsed.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (caught) {
    if (!(caught instanceof CsvError)) throw caught;
    const line = (caught as CsvError & { lines?: number }).lines ?? null;
    return error(file, line, null, `The file cannot be read as CSV here: ${caught.message}`);
  }
}

function readManifest(files: RosterFiles) {
  const data = files.get('manifest.csv');
  if (!data)
    throw plainFieldError('file', 'The set has no manifest.csv: it is not a OneRoster CSV set.');
  const text = decode('manifest.csv', data);
  const rows = typeof text === 'string' ? records('manifest.csv', text) : text;
  if (!Array.isArray(rows)) throw plainFieldError('file', `manifest.csv: ${rows.message}`);
  return new Map(rows.slice(1).map((row) => [row.cells[0]?.trim() ?? '', row]));
}

function readFile(file: RosterFile, data: Uint8Array, issues: RosterIssue[]): RosterRow[] {
  const name = `${file}.csv`;
  const text = decode(name, data);
  const parsed = typeof text === 'string' ? records(name, text) : text;
  if (!Array.isArray(parsed)) {
    issues.push(parsed);
    return [];
  }
  const [header, ...body] = parsed;
  if (!header) {
    issues.push(error(name, 1, null, 'The file is empty: it needs its header line.'));
    return [];
  }
  const names = header.cells.map((cell) => cell.trim());
  const missing = ROSTER_COLUMNS[file].filter((column) => !names.includes(column.name));
  for (const column of missing) {
    issues.push(error(name, header.line, column.name, `Missing column "${column.name}".`));
  }
  if (missing.length) return [];
  const rows: RosterRow[] = [];
  for (const { line, cells } of body) {
    // Some writers end a row with a stray empty cell: only values beyond the header are wrong.
    if (cells.slice(names.length).some((cell) => cell.trim())) {
      issues.push(
        error(
          name,
          line,
          null,
          `This row has ${cells.length} values but the header has ${names.length}.`,
        ),
      );
      continue;
    }
    const row: Record<string, string> = {};
    names.forEach((column, index) => (row[column] = (cells[index] ?? '').trim()));
    rows.push({ line, cells: row });
  }
  return rows;
}

/**
 * Reads the manifest, then each file it declares (bulk or delta). A declared file that is missing,
 * a bad version or mode, a missing column: errors of the set. Yields to the event loop between
 * files, so a large set never holds the server for longer than one file's parse.
 */
export async function readRosterSet(files: RosterFiles): Promise<RosterSet> {
  const manifest = readManifest(files);
  const issues: RosterIssue[] = [];
  const lineOf = (key: string) => manifest.get(key)?.line ?? null;
  const valueOf = (key: string) => manifest.get(key)?.cells[1]?.trim() ?? '';
  const version = valueOf('oneroster.version');
  if (!['1.1', '1.2'].includes(version)) {
    issues.push(
      error(
        'manifest.csv',
        lineOf('oneroster.version'),
        'value',
        `OneRoster version "${version}" is not one the portal reads (1.1 or 1.2).`,
      ),
    );
  }
  const modes = {} as Record<RosterFile, FileMode>;
  const rows = {} as Record<RosterFile, RosterRow[]>;
  for (const file of ROSTER_FILES) {
    const key = `file.${file}`;
    const mode = (valueOf(key) || 'absent') as FileMode;
    rows[file] = [];
    modes[file] = 'absent';
    if (!FILE_MODES.includes(mode)) {
      issues.push(
        error('manifest.csv', lineOf(key), 'value', `"${mode}" is not bulk, delta or absent.`),
      );
      continue;
    }
    modes[file] = mode;
    if (mode === 'absent') continue;
    const data = files.get(`${file}.csv`);
    if (!data) {
      issues.push(
        error(
          `${file}.csv`,
          null,
          null,
          `The manifest declares ${file}.csv (${mode}) but the set does not have it.`,
        ),
      );
      continue;
    }
    rows[file] = readFile(file, data, issues);
    await yieldToLoop();
  }
  return { version, modes, rows, issues };
}
