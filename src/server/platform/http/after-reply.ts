interface Logger {
  warn(obj: object | string, msg?: string): void;
}

/**
 * Work a route starts only once its answer has been sent, so the answer (and its timing) cannot
 * depend on that work: password recovery answers before it looks the email up.
 */
export interface AfterReply {
  /** Runs `work` in the background; a failure is logged, never shown to the client. */
  run(label: string, work: () => Promise<unknown>): void;
  /** Runs what is queued (manual mode) and waits for all started work: tests, and shutdown. */
  drain(): Promise<void>;
}

/** `manual`: nothing runs until drain() (tests look between the answer and the work). */
export function createAfterReply(log: Logger, options: { manual: boolean }): AfterReply {
  const queued: { label: string; work: () => Promise<unknown> }[] = [];
  const running = new Set<Promise<void>>();
  const start = (label: string, work: () => Promise<unknown>) => {
    const done = work()
      .then(() => undefined)
      .catch((error: unknown) => log.warn({ err: error }, `${label} failed after the answer`))
      .finally(() => running.delete(done));
    running.add(done);
  };
  return {
    run(label, work) {
      if (options.manual) queued.push({ label, work });
      else start(label, work);
    },
    async drain() {
      for (let next = queued.shift(); next; next = queued.shift()) start(next.label, next.work);
      while (running.size) await Promise.all(running);
    },
  };
}
