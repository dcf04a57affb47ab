import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '@/shared/errors.ts';
import { badTextReason } from '@/shared/rules/text.ts';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  TOO_LARGE_MESSAGE,
  TOO_MANY_ROWS_MESSAGE,
  importColumns,
  type ImportIssue,
  type ImportKind,
} from '@/shared/schemas/imports.ts';
import { plainFieldError } from '../platform/http/field-error.ts';

/** A data row of the file: its line number (the header is line 1) and its cells by column. */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

export interface ParsedCsv {
  /** Data rows in the file (blank lines not counted). */
  count: number;
  rows: CsvRow[];
  /** Problems of the file as a whole (header, quoting) and of single rows' shape. */
  issues: ImportIssue[];
}

const fileError = (message: string) => plainFieldError('file', message);

const NOT_UTF8 = 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.';
const NOT_UTF8_ROW = 'This row is not UTF-8 text. Save the file as "CSV UTF-8" and try again.';

/**
 * The lines (1-based, counted as withLines counts them: CRLF, CR or LF) whose bytes are not UTF-8.
 * A line break byte never occurs inside a UTF-8 sequence, so each line is decoded on its own.
 */
function undecodableLines(data: Buffer): Set<number> {
  const bad = new Set<number>();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  const check = (end: number) => {
    try {
      decoder.decode(data.subarray(start, end));
    } catch {
      bad.add(line);
    }
  };
  for (let i = 0; i < data.length; i++) {
    const byte = data[i];
    if (byte !== 0x0a && byte !== 0x0d) continue;
    check(i);
    if (byte === 0x0d && data[i + 1] === 0x0a) i += 1;
    line += 1;
    start = i + 1;
  }
  check(data.length);
  return bad;
}

/**
 * UTF-8 text, with or without a byte order mark. A file whose first line is not UTF-8 is refused
 * in words; later lines that are not are returned, to be reported with their rows.
 */
export function decodeCsv(data: Buffer | string): { text: string; badLines: Set<number> } {
  const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
  if (bytes > MAX_IMPORT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
  let text: string;
  let badLines = new Set<number>();
  try {
    text = typeof data === 'string' ? data : new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    badLines = undecodableLines(data as Buffer);
    if (badLines.has(1)) throw fileError(NOT_UTF8);
    text = new TextDecoder('utf-8').decode(data as Buffer);
  }
  return { text: text.startsWith('\ufeff') ? text.slice(1) : text, badLines };
}

const normalHeader = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '_');

const BREAK = /\r\n|\r|\n/g;
const LEADING_BREAKS = /^(?:\r\n|\r|\n)+/;

/**
 * Each record's first line. csv-parse's own line count is off for CRLF inside quotes, so lines
 * are counted here from each record's raw text (which carries the blank lines skipped before it).
 */
function withLines(records: Record_[]): { record: string[]; line: number; lastLine: number }[] {
  let breaks = 0;
  return records.map((entry) => {
    const leading = (LEADING_BREAKS.exec(entry.raw)?.[0] ?? '').match(BREAK)?.length ?? 0;
    const line = 1 + breaks + leading;
    const inside = entry.raw.trim().match(BREAK)?.length ?? 0;
    breaks += entry.raw.match(BREAK)?.length ?? 0;
    return { record: entry.record, line, lastLine: line + inside };
  });
}

interface Record_ {
  record: string[];
  raw: string;
}

/**
 * Parses a kind's CSV file: quoted cells with commas and line breaks, blank lines skipped, the
 * header checked against the kind's columns (order free, case and spaces forgiven). Throws for a
 * file over the limits; returns the rows and the problems found.
 */
export function parseImportCsv(kind: ImportKind, data: Buffer | string): ParsedCsv {
  const { text, badLines } = decodeCsv(data);
  let records: Record_[];
  try {
    records = parse(text, {
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as Record_[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    const unclosed = error.code === 'CSV_QUOTE_NOT_CLOSED';
    return {
      count: 0,
      rows: [],
      issues: [
        {
          line,
          column: null,
          message: unclosed
            ? 'A quoted value is never closed: check the quotes (") from here on.'
            : `The file cannot be read as CSV here: ${error.message}`,
        },
      ],
    };
  }
  const [header, ...body] = withLines(records).filter((entry) =>
    entry.record.some((cell) => cell.trim()),
  );
  if (!header) {
    return {
      count: 0,
      rows: [],
      issues: [{ line: 1, column: null, message: 'The file is empty: it needs the header line.' }],
    };
  }
  if (body.length > MAX_IMPORT_ROWS) throw fileError(TOO_MANY_ROWS_MESSAGE);

  const columns = importColumns[kind];
  const known = new Set(columns.map((column) => column.name));
  const names = header.record.map(normalHeader);
  const headerLine = header.line;
  const issues: ImportIssue[] = [];
  names.forEach((name, index) => {
    if (!name) {
      issues.push({ line: headerLine, column: null, message: `Column ${index + 1} has no name.` });
    } else if (!known.has(name)) {
      issues.push({
        line: headerLine,
        column: name,
        message: `Unknown column "${name}". The ${kind} file has: ${[...known].join(', ')}.`,
      });
    } else if (names.indexOf(name) !== index) {
      issues.push({ line: headerLine, column: name, message: `Column "${name}" appears twice.` });
    }
  });
  for (const column of columns) {
    if (column.required && !names.includes(column.name)) {
      issues.push({
        line: headerLine,
        column: column.name,
        message: `Missing column "${column.name}". Download the template to see the columns.`,
      });
    }
  }
  if (issues.length) return { count: body.length, rows: [], issues };

  const rows: CsvRow[] = [];
  for (const entry of body) {
    const { line } = entry;
    if (entry.record.length > names.length && entry.record.slice(names.length).some(Boolean)) {
      issues.push({
        line,
        column: null,
        message: `This row has ${entry.record.length} values but the header has ${names.length}. Quote values that contain commas.`,
      });
      continue;
    }
    let undecodable = false;
    for (let at = line; at <= entry.lastLine; at++) undecodable ||= badLines.has(at);
    if (undecodable) {
      issues.push({ line, column: null, message: NOT_UTF8_ROW });
      continue;
    }
    const cells: Record<string, string> = {};
    names.forEach((name, index) => {
      cells[name] = entry.record[index] ?? '';
    });
    // The database cannot store these: the row is refused here, not by a failed write.
    const bad = names.find((name) => badTextReason(cells[name]!));
    if (bad) {
      issues.push({ line, column: bad, message: `This value ${badTextReason(cells[bad]!)}` });
      continue;
    }
    rows.push({ line, cells });
  }
  return { count: body.length, rows, issues };
}
