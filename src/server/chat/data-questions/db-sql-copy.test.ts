import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/with-tenant.ts';
import { BoundedJobError, runBounded } from '../../platform/sandbox/run-bounded.ts';
import { account, greenwood } from '../../test/demo.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { copyViews, inTransaction, type ViewCopy } from './db-sql-answer.queries.ts';
import { ANSWER_BOUNDS } from './db-sql-answer.service.ts';
import type * as CopyJob from './db-sql-copy-job.ts';
import { answerOnCopy } from './db-sql-copy-job.ts';
import { runWithinBounds } from './db-sql-run.ts';

const COPY_JOB = new URL('./db-sql-copy-job.ts', import.meta.url);

/**
 * The embedded database cannot stop a statement: there a model-written statement runs in a child
 * process over copies of the views it reads. The copy answers as the database would, for the caller
 * only; the child is killed at its limit while the server's own thread goes on.
 */
describe('model-written SQL over copies of the chat views (embedded database)', () => {
  let t: TestApp;
  const parent = () => ({
    tenantId: greenwood.id,
    userId: account(greenwood, 'parent').id,
    role: 'parent' as const,
  });

  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a copy answers exactly as the database does, with the rows the caller may see', async () => {
    const statement = `select s.full_name as student, count(*) filter (where a.status = 'absent') as absences,
                              count(*) as days
                         from chat_students s join chat_attendance a on a.student_id = s.id
                        group by s.full_name order by s.full_name`;
    const { here, copies } = await withTenant(t.database.db, parent(), async (tx) => ({
      here: await runWithinBounds(inTransaction(tx), statement, ANSWER_BOUNDS),
      copies: await copyViews(tx, ['chat_attendance', 'chat_students'], 50_000),
    }));
    // The demo parent's two children, a year of school days each.
    expect(here!.rows.length).toBe(2);
    expect(Number(here!.rows[0]!.cells![2])).toBeGreaterThan(20);
    expect(copies.map((copy) => copy.name)).toEqual(['chat_attendance', 'chat_students']);
    expect(copies[1]!.rowCount).toBe(2);
    expect(await answerOnCopy(copies, statement, ANSWER_BOUNDS)).toEqual(here);
  });

  it('a copy holds at most the rows asked for, plus one to tell there were more', async () => {
    const admin = { ...parent(), userId: account(greenwood, 'admin').id, role: 'admin' as const };
    const [copy] = await withTenant(t.database.db, admin, (tx) =>
      copyViews(tx, ['chat_attendance'], 10),
    );
    expect(copy!.rowCount).toBe(11);
    expect((JSON.parse(copy!.rowsJson) as unknown[]).length).toBe(11);
  });

  it('a statement that runs too long is killed in its child while this thread goes on', async () => {
    const empty: ViewCopy[] = [];
    let ticks = 0;
    let worstLagMs = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      worstLagMs = Math.max(worstLagMs, now - last - 20);
      last = now;
      ticks += 1;
    }, 20);
    const error = await runBounded<typeof CopyJob, 'answerOnCopy'>(
      COPY_JOB,
      'answerOnCopy',
      [
        empty,
        'select count(*) from generate_series(1, 100000) as a, generate_series(1, 100000) as b',
        ANSWER_BOUNDS,
      ],
      { timeoutMs: 6000, memoryMb: 1024 },
    ).then(
      () => null,
      (failure: unknown) => failure,
    );
    clearInterval(timer);
    expect(error).toBeInstanceOf(BoundedJobError);
    expect(error).toMatchObject({ reason: 'timed-out' });
    expect(ticks).toBeGreaterThan(100);
    expect(worstLagMs).toBeLessThan(500);
  }, 30_000);
});
