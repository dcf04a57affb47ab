import { PassThrough } from 'node:stream';
import { AppError } from '@/shared/errors.ts';
import type { LiveEvent } from '@/shared/schemas/live.ts';
import type { LiveHub } from './live-hub.ts';

export interface LiveStreamOptions {
  tenantId: string;
  /** The caller, who hears their own events; null on a stream of student events only. */
  userId: string | null;
  /** The students the caller may hear about, as the database said at connect. */
  studentIds: readonly string[];
  /**
   * Asks the database again, as the caller (session live, account active, token unexpired, role
   * allowed), which students they may hear about now. Throws when the caller's access has ended.
   */
  recheck: () => Promise<readonly string[]>;
  heartbeatMs: number;
  /** A recheck that failed for another reason than ended access (the database unreachable). */
  onError: (error: unknown) => void;
}

/**
 * One server-sent event stream subscribed to the hub. Access is checked again by the database before
 * any event is delivered and on every heartbeat, so an idle stream is checked too; events that
 * arrive while a check runs wait for the next one, which covers them all. The stream ends when the
 * check fails (signed out, session revoked, token expired, deactivated, role changed) or when a
 * student it was watching is no longer the caller's (unlinked): the client reconnects and is asked
 * afresh.
 */
export function openLiveStream(hub: LiveHub, options: LiveStreamOptions) {
  const stream = new PassThrough();
  const studentIds = new Set(options.studentIds);
  let pending: LiveEvent[] = [];
  let heartbeatDue = false;
  let checking = false;
  let stopped = false;

  const write = (text: string) => {
    if (!stopped) stream.write(text);
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(heartbeat);
    unsubscribe();
    stream.end();
  };

  /** Still allowed: widen the watched set to children linked since; false if any was unlinked. */
  async function stillAllowed(): Promise<boolean> {
    let now: Set<string>;
    try {
      now = new Set(await options.recheck());
    } catch (error) {
      if (!(error instanceof AppError)) options.onError(error);
      return false;
    }
    if ([...studentIds].some((id) => !now.has(id))) return false;
    for (const id of now) studentIds.add(id);
    return true;
  }

  async function drain() {
    if (checking) return;
    checking = true;
    try {
      while (!stopped && (pending.length > 0 || heartbeatDue)) {
        const events = pending;
        const beat = heartbeatDue;
        pending = [];
        heartbeatDue = false;
        if (!(await stillAllowed())) return stop();
        for (const event of events) write(`data: ${JSON.stringify(event)}\n\n`);
        if (beat) write(': heartbeat\n\n');
      }
    } finally {
      checking = false;
    }
  }

  const unsubscribe = hub.subscribe({
    tenantId: options.tenantId,
    userId: options.userId,
    studentIds,
    send(event) {
      pending.push(event);
      void drain();
    },
    close: stop,
  });
  const heartbeat = setInterval(() => {
    heartbeatDue = true;
    void drain();
  }, options.heartbeatMs);
  write(': connected\n\n');
  return { stream, stop };
}
