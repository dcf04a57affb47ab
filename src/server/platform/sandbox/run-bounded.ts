import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError, type ErrorCode } from '@/shared/errors.ts';

/**
 * Untrusted files (PDFs, images) are parsed in a child process of their own, one per job, never
 * in the server's: whatever a file makes the parser do, the server goes on answering. The child is
 * killed when the job runs past its time, or past its memory (V8's heap by --max-old-space-size;
 * the whole process, native memory of sharp and pdf.js's buffers included, by its resident size,
 * watched where the system reports it in /proc). It gets no environment (no secrets) but PATH.
 */

export interface BoundedLimits {
  /** Wall-clock time for the whole job, start of the child included. */
  timeoutMs: number;
  /** Memory of the child process (resident set), in MB. */
  memoryMb: number;
}

export type BoundedFailure = 'timed-out' | 'out-of-memory' | 'failed';

/** Why a bounded job gave no answer (the caller says it in words of its own domain). */
export class BoundedJobError extends Error {
  constructor(
    readonly reason: BoundedFailure,
    message: string,
  ) {
    super(message);
    this.name = 'BoundedJobError';
  }
}

/** What the child sends back: the function's value, or the error it threw (AppError kept). */
export type ChildReply =
  | { ok: true; value: unknown }
  | {
      ok: false;
      message: string;
      app?: { code: ErrorCode; status: number; details?: unknown };
    };

export interface ChildJob {
  module: string;
  fn: string;
  args: unknown[];
}

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CHILD = fileURLToPath(new URL('./bounded-child.ts', import.meta.url));
/** Jobs running at once (each may use its memory limit); the others wait their turn, up to a point. */
export const MAX_RUNNING = 2;
const MAX_WAITING = 32;
const WATCH_MS = 50;

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING) {
      throw new AppError(
        'UNAVAILABLE',
        'The server is reading many other files at the moment. Try again in a minute.',
      );
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/** The resident memory of a process in MB, or null where /proc does not tell it. */
async function residentMb(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kb = status && /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : null;
}

type Fn = (...args: never[]) => unknown;
/** The names of a module's exported functions. */
type FunctionOf<M> = { [K in keyof M]: M[K] extends Fn ? K : never }[keyof M] & string;
export type ArgsOf<F> = F extends Fn ? Parameters<F> : never;
type ValueOf<F> = F extends Fn ? Awaited<ReturnType<F>> : never;

/**
 * Calls `fn` of the module at `module` (a .ts file, loaded through tsx) with `args` in a child
 * process within `limits`. Arguments and value are copied by structured clone: a Buffer arrives
 * as a Uint8Array. An AppError the function throws is thrown here as it was; every other way the
 * job can fail is a BoundedJobError naming the reason.
 */
export async function runBounded<M, K extends FunctionOf<M>>(
  module: URL,
  fn: K,
  args: ArgsOf<M[K]>,
  limits: BoundedLimits,
): Promise<ValueOf<M[K]>> {
  const done = await turn();
  try {
    return (await runChild({ module: module.href, fn, args }, limits)) as ValueOf<M[K]>;
  } finally {
    done();
  }
}

function runChild(job: ChildJob, limits: BoundedLimits): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: process.env.NODE_ENV ?? 'production' },
      execArgv: ['--import', 'tsx', `--max-old-space-size=${limits.memoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString();
    });
    let failure: BoundedJobError | null = null;
    let reply: ChildReply | null = null;
    const stop = (reason: BoundedFailure, message: string) => {
      failure ??= new BoundedJobError(reason, message);
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop('timed-out', `The job ran longer than ${limits.timeoutMs} ms.`),
      limits.timeoutMs,
    );
    const watch = setInterval(() => {
      if (child.pid === undefined) return;
      void residentMb(child.pid).then((mb) => {
        if (mb !== null && mb > limits.memoryMb) {
          stop('out-of-memory', `The job used more than ${limits.memoryMb} MB.`);
        }
      });
    }, WATCH_MS);
    child.on('message', (message: ChildReply) => {
      reply = message;
    });
    child.on('error', (error) => stop('failed', error.message));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      clearInterval(watch);
      if (failure) return reject(failure);
      if (reply?.ok) return resolve(reply.value);
      if (reply?.app) {
        return reject(new AppError(reply.app.code, reply.message, reply.app));
      }
      if (reply) return reject(new BoundedJobError('failed', reply.message));
      // V8 stops a process whose heap is full with this line (and SIGABRT or exit code 134).
      if (/heap out of memory|Allocation failed/i.test(stderr)) {
        return reject(new BoundedJobError('out-of-memory', 'The job ran out of memory.'));
      }
      reject(new BoundedJobError('failed', `The job stopped (${signal ?? `exit code ${code}`}).`));
    });
    child.send(job);
  });
}
