import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/errors.ts';
import type * as Fixtures from './bounded-fixtures.ts';
import { BoundedJobError, runBounded, type ArgsOf, type BoundedLimits } from './run-bounded.ts';

const FIXTURES = new URL('./bounded-fixtures.ts', import.meta.url);
const limits: BoundedLimits = { timeoutMs: 10_000, memoryMb: 256 };

const run = <K extends keyof typeof Fixtures>(
  fn: K,
  args: ArgsOf<(typeof Fixtures)[K]>,
  bounds = limits,
) => runBounded<typeof Fixtures, K>(FIXTURES, fn, args, bounds);

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('runBounded: a function of a module in a child process, within limits', () => {
  it('returns its value; a Buffer argument arrives as bytes', async () => {
    expect(await run('echo', ['hello', Buffer.from('four')])).toEqual({ text: 'hello', bytes: 4 });
  });

  it('an AppError thrown there is thrown here with its code, status, message and details', async () => {
    const error = await failure(run('refuse', ['More than 5 pages']));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
      message: 'More than 5 pages',
      details: [{ path: 'file', message: 'More than 5 pages' }],
    });
  });

  it('any other error is a failure with its message', async () => {
    const error = await failure(run('crash', []));
    expect(error).toBeInstanceOf(BoundedJobError);
    expect(error).toMatchObject({ reason: 'failed', message: 'something inside broke' });
  });

  it('a job that never ends is killed at its time limit', async () => {
    const started = Date.now();
    const error = await failure(run('spin', [], { timeoutMs: 1500, memoryMb: 256 }));
    expect(error).toMatchObject({ reason: 'timed-out' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("a job that fills V8's heap is stopped as out of memory", async () => {
    const error = await failure(run('hoard', [], { timeoutMs: 20_000, memoryMb: 128 }));
    expect(error).toMatchObject({ reason: 'out-of-memory' });
  });

  it.runIf(process.platform === 'linux')(
    'a job that holds native memory past its limit is killed (Linux: resident size in /proc)',
    async () => {
      const error = await failure(run('bigBuffers', [], { timeoutMs: 20_000, memoryMb: 256 }));
      expect(error).toMatchObject({ reason: 'out-of-memory' });
    },
  );
});
