/**
 * The JSON stored under `key` when it has the shape `looksRight` checks, else null. Only values
 * this client validated are stored, so the cheap shape check keeps zod out of the first screen.
 */
export function readStoredJson<T>(
  storage: Storage,
  key: string,
  looksRight: (value: unknown) => value is T,
): T | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return looksRight(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
