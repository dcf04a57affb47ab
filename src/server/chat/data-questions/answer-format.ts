import type { Role } from '@/shared/schemas/auth.ts';
import { studentClassLabel } from '@/shared/rules/class-labels.ts';

/** Rows a table in an answer shows at most; the totals count them all. */
export const TABLE_ROWS = 20;

const cell = (value: string | number) => String(value).replace(/\s+/g, ' ').replace(/`/g, "'");

/**
 * A short table with aligned columns in a fenced block (the chat renders Markdown; a fence shows it
 * as it is, in a fixed-width font), with a line for rows left out (`most` rows shown at most).
 */
export function table(
  headers: string[],
  rows: (string | number)[][],
  most: number = TABLE_ROWS,
): string {
  const shown = [headers, ...rows.slice(0, most).map((row) => row.map(cell))];
  const widths = headers.map((_, i) => Math.max(...shown.map((row) => String(row[i]).length)));
  const line = (row: (string | number)[]) =>
    row
      .map((value, i) => String(value).padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const lines = [
    line(headers),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...shown.slice(1).map(line),
  ];
  const more = rows.length > most ? `\n\n…and ${rows.length - most} more.` : '';
  return `\`\`\`\n${lines.join('\n')}\n\`\`\`${more}`;
}

/** What the caller sees of the school, in words. */
export const whose = (role: Role) =>
  role === 'parent' ? 'your children' : role === 'teacher' ? 'your classes' : 'the school';

/** Names sorted as people read them ('Grade 2A' before 'Grade 10A'), once each; 'none' if empty. */
export const listOf = (names: readonly string[]) => {
  const unique = [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return unique.length ? unique.join(', ') : 'none';
};

/** 'Sam Shah (Grade 10A)': how an answer labels a student. */
export const studentLabel = (s: { name: string; grade: number; section: string }) =>
  `${s.name} (${studentClassLabel(s.grade, s.section)})`;

/** The answers for several people or classes, each under its label, never blended. */
export const each = (parts: readonly string[]) => parts.join('\n\n');
