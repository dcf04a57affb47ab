import { createHash, randomInt } from 'node:crypto';

/**
 * Deterministic values for seed data: the same name always gives the same id, number or pick, and
 * adding new kinds of rows later does not shift the values of existing ones (no shared random
 * stream whose order matters).
 */

// UUID v5 (RFC 9562) under a namespace of our own.
const NAMESPACE = Buffer.from('6d1f3b2e7c4a4f0e9b8a5c3d2e1f0a9b', 'hex');

export function derivedUuid(name: string): string {
  const bytes = createHash('sha1').update(NAMESPACE).update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A non-negative 32-bit integer derived from `name`. */
export function derivedInt(name: string): number {
  return createHash('sha1').update(name).digest().readUInt32BE(0);
}

export function pick<T>(list: readonly T[], name: string): T {
  return list[derivedInt(name) % list.length]!;
}

/** A seed for callers that gave none: still recorded on the handle, so a failure can be replayed. */
export function randomSeed(): number {
  return randomInt(0, 2 ** 31 - 1);
}

export const FIRST_NAMES = [
  'Ada',
  'Ben',
  'Chloe',
  'David',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Iris',
  'Jonas',
  'Kira',
  'Leo',
  'Mila',
  'Noah',
  'Olivia',
  'Pablo',
  'Quinn',
  'Rosa',
  'Samir',
  'Tara',
  'Umar',
  'Vera',
  'Wen',
  'Yara',
  'Amir',
  'Bianca',
  'Carlos',
  'Daria',
  'Emil',
  'Fatima',
  'Gabriel',
  'Hana',
  'Ivan',
  'Julia',
  'Kofi',
  'Lucia',
  'Mateo',
  'Nadia',
  'Oscar',
  'Priyanka',
  'Rafael',
  'Sofia',
  'Theo',
  'Una',
  'Viktor',
  'Willa',
  'Xavier',
  'Zoe',
] as const;

export const LAST_NAMES = [
  'Abbott',
  'Baker',
  'Castillo',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Kowalski',
  'Larsen',
  'Mendes',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quarshie',
  'Rossi',
  'Silva',
  'Tanaka',
  'Usman',
  'Varga',
  'Weber',
  'Young',
  'Andersen',
  'Bianchi',
  'Chen',
  'Dimitrov',
  'Eriksen',
  'Ferreira',
  'Gupta',
  'Horvat',
  'Ibrahim',
  'Kim',
  'Lindqvist',
  'Moreau',
  'Novak',
  'Oliveira',
  'Park',
  'Reyes',
  'Schmidt',
  'Takahashi',
  'Vasquez',
  'Walsh',
  'Yilmaz',
  'Zhang',
  'Mensah',
  'Costa',
] as const;

/** A name derived from `name`, another one (up to a few tries) while `taken` holds it. */
export function freshName(
  derive: (attempt: string) => string,
  taken: ReadonlySet<string>,
  tries = 20,
): string {
  let candidate = derive('');
  for (let attempt = 1; attempt < tries && taken.has(candidate); attempt++) {
    candidate = derive(`/${attempt}`);
  }
  return candidate;
}

export const SCHOOL_PLACES = [
  'Maple',
  'Cedar',
  'Harbor',
  'Summit',
  'Willow',
  'Brookside',
  'Elmwood',
  'Lakeside',
  'Oakridge',
  'Pinecrest',
  'Meadow',
  'Hillview',
] as const;

export const SCHOOL_KINDS = ['Academy', 'High School', 'School', 'College', 'Primary'] as const;
