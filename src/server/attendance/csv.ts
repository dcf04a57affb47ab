/**
 * One CSV document (RFC 4180): fields quoted when they hold a comma, a quote or a line break,
 * quotes doubled, lines ended by CRLF. A text field starting with =, +, - or @ (or a tab or
 * carriage return) gets a leading apostrophe, so a spreadsheet never runs it as a formula.
 */
export function toCsv(rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
