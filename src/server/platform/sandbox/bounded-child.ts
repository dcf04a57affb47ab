import { AppError } from '@/shared/errors.ts';
import type { ChildJob, ChildReply } from './run-bounded.ts';

// The child of runBounded: runs one job, sends its value (or error) back, and exits; also when the
// server goes away (the channel closes) before the job is done.
process.once('disconnect', () => process.exit(1));
process.once('message', (job: ChildJob) => {
  void (async () => {
    let reply: ChildReply;
    try {
      const loaded = (await import(job.module)) as Record<string, (...args: unknown[]) => unknown>;
      const fn = loaded[job.fn];
      if (typeof fn !== 'function') throw new Error(`${job.fn} is not a function of the module`);
      reply = { ok: true, value: await fn(...job.args) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      reply =
        error instanceof AppError
          ? {
              ok: false,
              message,
              app: { code: error.code, status: error.status, details: error.details },
            }
          : { ok: false, message };
    }
    process.send!(reply, () => process.exit(0));
  })();
});
