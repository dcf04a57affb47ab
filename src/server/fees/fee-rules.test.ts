import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testBackends, type TestDatabase } from '../test/test-app.ts';

/** The fee rules live in SQL (db/routines/30_fees.sql); every screen and the chat read them. */
describe.each(testBackends())('the fee rules, on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await t?.drop();
  });

  const one = async <T>(query: ReturnType<typeof sql<{ v: T }>>) =>
    (await query.execute(t.database.db)).rows[0]!.v;

  it('a record is paid once paid, overdue when due before today, else pending', async () => {
    const status = (due: string, paid: string | null) =>
      one<string>(sql`select app_fee_status(${due}::date, ${paid}::date, '2026-11-22') as v`);
    expect(await status('2026-01-01', '2026-01-02')).toBe('paid');
    expect(await status('2026-11-21', null)).toBe('overdue');
    expect(await status('2026-11-22', null)).toBe('pending');
    expect(await status('2026-12-01', null)).toBe('pending');
  });

  it('still to pay: the amount less part payments, nothing once paid or overpaid', async () => {
    const owed = (amount: number, paidOn: string | null, paid: number | null) =>
      one<number>(
        sql`select app_fee_outstanding_cents(${amount}::int, ${paidOn}::date, ${paid}::bigint)::int as v`,
      );
    expect(await owed(100_000, null, 12_345)).toBe(87_655);
    expect(await owed(1_999, null, null)).toBe(1_999);
    expect(await owed(1_000, null, 1_500)).toBe(0);
    expect(await owed(5_000, '2026-11-01', 0)).toBe(0);
  });

  it('due now: not paid, due today or before (outstanding counts later ones too)', async () => {
    const dueNow = (due: string, paid: string | null) =>
      one<boolean>(sql`select app_fee_due_now(${due}::date, ${paid}::date, '2026-11-22') as v`);
    expect(await dueNow('2026-11-22', null)).toBe(true);
    expect(await dueNow('2026-11-01', null)).toBe(true);
    expect(await dueNow('2026-11-23', null)).toBe(false);
    expect(await dueNow('2026-11-01', '2026-11-02')).toBe(false);
  });
});
