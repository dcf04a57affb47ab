import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8, strFromU8, unzipSync, zipSync } from 'fflate';
import type { RosterStreamLine } from '@/shared/schemas/oneroster.ts';

/** The real OneRoster 1.1 set of the shared data folder (see its README). */
export const GRAND_BEND = path.resolve(
  import.meta.dirname,
  '../../../../shared/data/oneroster/grand-bend-1.1',
);

/** A set's CSV files by name, as text: tests change them before zipping. */
export type SetFiles = Record<string, string>;

export function readSetFolder(folder = GRAND_BEND): SetFiles {
  const files: SetFiles = {};
  for (const name of readdirSync(folder).filter((n) => n.endsWith('.csv'))) {
    files[name] = readFileSync(path.join(folder, name), 'utf8');
  }
  return files;
}

export const zipSet = (files: SetFiles): Buffer =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([n, t]) => [n, strToU8(t)]))));

export const unzipSetFiles = (zip: Buffer | Uint8Array): SetFiles =>
  Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(zip))).map(([n, b]) => [n, strFromU8(b)]),
  );

/** An import's streamed answer (one JSON line a step): the last line's result, which must be done. */
export function rosterImportResult(body: string) {
  const last = body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as RosterStreamLine)
    .at(-1)!;
  if (last.type !== 'done') throw new Error(body);
  return last.result;
}
