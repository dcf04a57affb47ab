import { unzipSync } from 'fflate';
import { AppError } from '@/shared/errors.ts';
import { MAX_ROSTER_BYTES, ROSTER_TOO_LARGE_MESSAGE } from '@/shared/schemas/oneroster.ts';
import { plainFieldError } from '../../platform/http/field-error.ts';

/** The 413 of a set (or an upload of one) larger than MAX_ROSTER_BYTES. */
export const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', ROSTER_TOO_LARGE_MESSAGE);

export const isZip = (data: Uint8Array) =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** The CSV files of a set, by their file name without folder ("users.csv"). */
export type RosterFiles = Map<string, Uint8Array>;

/**
 * The CSV files of a zip. Against zip bombs, each entry's declared size is added up before
 * anything is inflated (fflate inflates an entry into a buffer of exactly its declared size, so an
 * entry that lies cannot grow past it): beyond 50 MB in all, the set is refused in words.
 */
export function unpackZip(data: Uint8Array): RosterFiles {
  let total = 0;
  const names = new Map<string, string>();
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(data, {
      filter(file) {
        const base = file.name.split('/').at(-1) ?? '';
        if (file.name.startsWith('__MACOSX/') || !base.toLowerCase().endsWith('.csv')) return false;
        total += file.originalSize;
        if (total > MAX_ROSTER_BYTES) throw tooLarge();
        names.set(file.name, base);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw plainFieldError('file', 'The zip file cannot be opened: it is damaged or not a zip.');
  }
  const files: RosterFiles = new Map();
  for (const [name, bytes] of Object.entries(entries)) {
    const base = names.get(name)!;
    if (files.has(base)) throw plainFieldError('file', `The zip holds ${base} twice.`);
    files.set(base, bytes);
  }
  return files;
}

/** The set from an upload: one zip, or the CSV files themselves. */
export function rosterFilesOf(uploads: { name: string; data: Uint8Array }[]): RosterFiles {
  const total = uploads.reduce((sum, upload) => sum + upload.data.length, 0);
  if (total > MAX_ROSTER_BYTES) throw tooLarge();
  if (uploads.length === 1 && isZip(uploads[0]!.data)) return unpackZip(uploads[0]!.data);
  const files: RosterFiles = new Map();
  for (const upload of uploads) {
    if (isZip(upload.data)) {
      throw plainFieldError('file', 'Upload one zip, or the CSV files without a zip.');
    }
    files.set(upload.name.split(/[\\/]/).at(-1) ?? upload.name, upload.data);
  }
  return files;
}
