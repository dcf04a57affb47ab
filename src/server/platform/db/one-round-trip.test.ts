import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test/test-app.ts';
import { useTestDatabase } from '../../test/use-test-app.ts';
import {
  SEVERAL_STATEMENTS,
  inlineParameters,
  queryBuilder,
  sqlLiteral,
} from './one-round-trip.ts';

describe('SQL literals for one-round-trip reads', () => {
  it('quotes text the way pg does, refusing what cannot be sent', () => {
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral('a\\b')).toBe(" E'a\\\\b'");
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral(true)).toBe('true');
    expect(() => sqlLiteral('nul\0')).toThrow();
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(() => sqlLiteral({})).toThrow();
  });

  it('writes every placeholder in, $10 not mistaken for $1', () => {
    const values = Array.from({ length: 10 }, (_, i) => `v${i + 1}`);
    const query = queryBuilder
      .selectFrom('profiles')
      .select('user_id')
      .where('full_name', 'in', values);
    expect(inlineParameters(query)).toContain("'v1', 'v2'");
    expect(inlineParameters(query)).toContain("'v10')");
    expect(inlineParameters(query)).not.toMatch(/\$\d/);
  });
});

describe.each(testBackends())('one message, several statements, on %s', (kind) => {
  const test = useTestDatabase(kind);

  it.each(["it's", 'back\\slash', "'; drop table x; --", 'ünïcødé ✓', '$1 and $$'])(
    'text comes back exactly as sent: %s',
    async (text) => {
      const query = queryBuilder.selectNoFrom(sql<string>`${text}::text`.as('value'));
      const inlined = inlineParameters(query);
      const { rows } = await sql
        .raw<{ value: string }>(
          `${SEVERAL_STATEMENTS}select set_config('app.probe', 'x', true); ${inlined}`,
        )
        .execute(test.database.db);
      expect(rows).toEqual([{ value: text }]);
    },
  );

  it('settings of the first statement hold for the next one in the same message', async () => {
    const { rows } = await sql
      .raw<{ probe: string }>(
        `${SEVERAL_STATEMENTS}select set_config('app.probe', 'set', true); select current_setting('app.probe') as probe`,
      )
      .execute(test.database.db);
    expect(rows).toEqual([{ probe: 'set' }]);
    const after = await sql<{
      probe: string | null;
    }>`select current_setting('app.probe', true) as probe`.execute(test.database.db);
    expect(after.rows[0]?.probe ?? '').toBe('');
  });
});
