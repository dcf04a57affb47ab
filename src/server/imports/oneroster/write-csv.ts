import { zipSync, strToU8 } from 'fflate';
import { ROSTER_COLUMNS, type RosterFile } from './binding.ts';

const quote = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** A file of the binding: its header in the binding's order, then one line per row (CRLF). */
export function rosterCsv(file: RosterFile, rows: readonly Record<string, string>[]): string {
  const names = ROSTER_COLUMNS[file].map((column) => column.name);
  return [names, ...rows.map((row) => names.map((name) => row[name] ?? ''))]
    .map((cells) => `${cells.map(quote).join(',')}\r\n`)
    .join('');
}

/** The zip of a bulk set: manifest.csv declaring each file given as bulk, the rest absent. */
export function rosterZip(files: Partial<Record<RosterFile, string>>, source: string): Uint8Array {
  const manifest = [
    ['propertyName', 'value'],
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.1'],
    ['source.systemName', source],
    ['source.systemCode', 'school-portal'],
    ...(
      [
        'academicSessions',
        'categories',
        'classes',
        'classResources',
        'courses',
        'courseResources',
        'demographics',
        'enrollments',
        'lineItems',
        'orgs',
        'resources',
        'results',
        'users',
      ] as const
    ).map((file) => [`file.${file}`, file in files ? 'bulk' : 'absent']),
  ];
  const entries: Record<string, Uint8Array> = {
    'manifest.csv': strToU8(manifest.map((cells) => `${cells.map(quote).join(',')}\r\n`).join('')),
  };
  for (const [file, text] of Object.entries(files)) entries[`${file}.csv`] = strToU8(text);
  return zipSync(entries, { level: 6 });
}
