const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What is wrong with a text value the database cannot store: a NUL character (PostgreSQL text
 * refuses it) or half of a UTF-16 surrogate pair (not Unicode at all). Null when it is fine.
 */
export function badTextReason(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain a NUL character (\\u0000)';
  if (LONE_SURROGATE.test(value)) return 'must be valid Unicode text (it has a lone surrogate)';
  return null;
}

/** A count with its noun: '1 row', '3 rows' (`many`: the noun and an s unless given). */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
