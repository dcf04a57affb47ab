/**
 * The JSON object stored under `key` when `looksRight` accepts its fields, else null. Only values
 * this client validated are stored, so the cheap shape check keeps zod out of the first screen.
 */
export function readStoredJson<T extends object>(
  storage: Storage,
  key: string,
  looksRight: (value: Partial<T>) => boolean,
): T | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const isObject = typeof parsed === 'object' && parsed !== null;
    return isObject && looksRight(parsed as Partial<T>) ? (parsed as T) : null;
  } catch {
    return null;
  }
}
