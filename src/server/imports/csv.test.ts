import { describe, expect, it } from 'vitest';
import type { AppError } from '@/shared/errors.ts';
import { importTemplate } from '@/shared/schemas/imports.ts';
import { parseImportCsv } from './csv.ts';
import { checkRows } from './rows.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a refusal');
};

describe('parseImportCsv', () => {
  it('reads UTF-8 with or without a BOM, as text or bytes', () => {
    const text = 'full_name,email\nZoë Ünal,zoe@example.com\n';
    for (const data of [text, `\ufeff${text}`, Buffer.from(`\ufeff${text}`), Buffer.from(text)]) {
      expect(parseImportCsv('teachers', data)).toEqual({
        count: 1,
        rows: [{ line: 2, cells: { full_name: 'Zoë Ünal', email: 'zoe@example.com' } }],
        issues: [],
      });
    }
  });

  it('keeps commas, quotes and line breaks inside quoted cells, and counts lines as the file does', () => {
    const csv =
      'full_name,email\r\n"Smith, Jane",jane@x.test\r\n"Multi\r\nLine ""Q""",m@x.test\r\n\r\nLast,l@x.test';
    const { rows, issues } = parseImportCsv('teachers', csv);
    expect(issues).toEqual([]);
    expect(rows).toEqual([
      { line: 2, cells: { full_name: 'Smith, Jane', email: 'jane@x.test' } },
      { line: 3, cells: { full_name: 'Multi\r\nLine "Q"', email: 'm@x.test' } },
      { line: 6, cells: { full_name: 'Last', email: 'l@x.test' } },
    ]);
  });

  it('accepts the columns in any order, with forgiving case and spaces', () => {
    const { rows } = parseImportCsv('students', 'Grade Level, ROLL_NUMBER ,Full Name\n3,S1,Kim\n');
    expect(rows[0]!.cells).toEqual({ grade_level: '3', roll_number: 'S1', full_name: 'Kim' });
  });

  it('names unknown, repeated and missing columns on line 1', () => {
    const { rows, issues } = parseImportCsv('teachers', 'full_name,mail,full_name\nA,b,c\n');
    expect(rows).toEqual([]);
    expect(issues).toEqual([
      {
        line: 1,
        column: 'mail',
        message: 'Unknown column "mail". The teachers file has: full_name, email, phone.',
      },
      { line: 1, column: 'full_name', message: 'Column "full_name" appears twice.' },
      {
        line: 1,
        column: 'email',
        message: 'Missing column "email". Download the template to see the columns.',
      },
    ]);
  });

  it('says where a quote is never closed, and when a row has too many values', () => {
    expect(parseImportCsv('teachers', 'full_name,email\n"Open,a@b.test\n').issues[0]).toMatchObject(
      {
        column: null,
        message: expect.stringContaining('never closed'),
      },
    );
    expect(parseImportCsv('teachers', 'full_name,email\nSmith, Jane,j@x.test\n').issues).toEqual([
      {
        line: 2,
        column: null,
        message: 'This row has 3 values but the header has 2. Quote values that contain commas.',
      },
    ]);
    expect(parseImportCsv('teachers', '\n\n').issues[0]!.message).toContain('empty');
  });

  it('refuses a file over 5 MB or 20,000 rows, and one that is not UTF-8', () => {
    const big = refusal(() => parseImportCsv('teachers', Buffer.alloc(5 * 1024 * 1024 + 1, 32)));
    expect([big.code, big.message]).toEqual([
      'PAYLOAD_TOO_LARGE',
      'The file is larger than 5 MB. Split it into smaller files.',
    ]);
    const header = 'full_name,email\n';
    expect(parseImportCsv('teachers', header + 'a,b\n'.repeat(20_000)).count).toBe(20_000);
    const many = refusal(() => parseImportCsv('teachers', header + 'a,b\n'.repeat(20_001)));
    expect(many.message).toBe('The file has more than 20,000 rows. Split it into smaller files.');
    expect(refusal(() => parseImportCsv('teachers', Buffer.from([0xc3, 0x28]))).message).toContain(
      'not UTF-8',
    );
  });
});

describe('parseImportCsv and text the database cannot store', () => {
  it('reports a row with a NUL in its cell, and keeps the other rows', () => {
    const { rows, issues } = parseImportCsv(
      'teachers',
      'full_name,email\nA\u0000,a@x.test\nB,b@x.test\n',
    );
    expect(rows.map((row) => row.line)).toEqual([3]);
    expect(issues).toEqual([
      {
        line: 2,
        column: 'full_name',
        message: 'This value must not contain a NUL character (\\u0000)',
      },
    ]);
  });

  it('reports each row whose bytes are not UTF-8, with the line the record starts on', () => {
    const latin1 = (text: string) => Buffer.from(text, 'latin1');
    const data = Buffer.concat([
      Buffer.from('full_name,email\r\nAna,a@x.test\r\n"Two\r\n'),
      latin1('Lines Zoë",z@x.test\r\n'),
      Buffer.from('Last,l@x.test\r\nAfter,'),
      latin1('ç@x.test'),
    ]);
    const { rows, issues } = parseImportCsv('teachers', data);
    expect(rows.map((row) => row.line)).toEqual([2, 5]);
    const message = 'This row is not UTF-8 text. Save the file as "CSV UTF-8" and try again.';
    expect(issues).toEqual([
      { line: 3, column: null, message },
      { line: 6, column: null, message },
    ]);
  });
});

describe('checkRows', () => {
  it('checks each cell with the people schemas and finds repeats in the file', () => {
    const { rows } = parseImportCsv(
      'parents',
      'full_name,email,child_roll_numbers\nA B,A@X.TEST,S1; S2\n,bad,S1;S1\nC,a@x.test,\n',
    );
    const checked = checkRows('parents', rows);
    expect(checked.rows.map((row) => row.value)).toEqual([
      { full_name: 'A B', email: 'a@x.test', child_roll_numbers: ['S1', 'S2'] },
    ]);
    expect(checked.issues).toEqual([
      { line: 3, column: 'full_name', message: 'Full name is required' },
      { line: 3, column: 'email', message: 'Enter a valid email address' },
      { line: 3, column: 'child_roll_numbers', message: 'A roll number appears twice' },
      { line: 4, column: 'email', message: 'Email a@x.test is also on line 2' },
    ]);
  });

  it("accepts each kind's own template", () => {
    for (const kind of ['students', 'parents', 'teachers'] as const) {
      const { rows, issues } = parseImportCsv(kind, importTemplate(kind));
      expect(issues).toEqual([]);
      expect(checkRows(kind, rows).issues).toEqual([]);
    }
  });
});
