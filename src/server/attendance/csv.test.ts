import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and reads back the same (csv-parse)', () => {
    const rows = [
      ['Student', 'Note', 'Rate'],
      ['Shah, Sam', 'said "hi"', 87],
      ['Line\nbreak', '', null],
      ['Plain', 'x\r\ny', true],
    ];
    const text = toCsv(rows);
    expect(text).toBe(
      'Student,Note,Rate\r\n"Shah, Sam","said ""hi""",87\r\n"Line\nbreak",,\r\nPlain,"x\r\ny",true\r\n',
    );
    expect(parse(text)).toEqual([
      ['Student', 'Note', 'Rate'],
      ['Shah, Sam', 'said "hi"', '87'],
      ['Line\nbreak', '', ''],
      ['Plain', 'x\r\ny', 'true'],
    ]);
  });

  it('keeps a spreadsheet from running a text field as a formula; numbers stay numbers', () => {
    expect(toCsv([['=1+1', '+SUM(A1)', '-2', '@x', -3]])).toBe("'=1+1,'+SUM(A1),'-2,'@x,-3\r\n");
  });
});
