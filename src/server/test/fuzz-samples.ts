/** Tests only: values that fit an OpenAPI schema, drawn from a seeded generator (fuzz-cases.ts). */

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  default?: unknown;
};

/** mulberry32: small, seeded, good enough to pick cases. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    uuid: () =>
      'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () =>
        Math.floor(next() * 16).toString(16),
      ),
  };
}
export type Random = ReturnType<typeof seeded>;

const kinds = (schema: Schema): string[] =>
  schema.type === undefined ? [] : [schema.type].flat().filter((t) => t !== 'null');

/** A plausible value for a schema: what the case then spoils in one place. */
export function sample(schema: Schema | undefined, random: Random, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.length) {
    const first = options.find((option) => !kinds(option).every((t) => t === 'null'));
    return sample(first ?? options[0], random, name);
  }
  const type = kinds(schema)[0] ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        out[key] = sample(child, random, key);
      }
      return out;
    }
    case 'array':
      return schema.items ? [sample(schema.items, random, name)] : [];
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return true;
    default:
      return sampleString(schema, random, name);
  }
}

function sampleString(schema: Schema, random: Random, name: string): string {
  if (schema.format === 'uuid' || /(^id$|Id$|_id$)/.test(name)) return random.uuid();
  if (schema.format === 'date' || /\\d\{4\}-\\d\{2\}/.test(schema.pattern ?? '')) {
    return '2026-01-15';
  }
  if (schema.format === 'email' || /email/i.test(name)) return 'fuzz@example.test';
  if (/password/i.test(name)) return 'Fuzz-password-1';
  return 'Fuzz value'.padEnd(Math.max(schema.minLength ?? 0, 10), 'x');
}
