import type { LiveEvent } from '@/shared/schemas/live.ts';
import { LIVE_KINDS, USER_LIVE_KINDS } from '@/shared/schemas/live.ts';
import type { LivePayload } from './live.publish.ts';

/**
 * One open stream: a person of one school (their own events) and the children they may hear about
 * (a parent's; empty for other roles) (live-stream.ts).
 */
export interface LiveSubscriber {
  tenantId: string;
  /** Null on a stream that hears about students only (GET /api/parent/events). */
  userId: string | null;
  studentIds: ReadonlySet<string>;
  /** Queues the event: the stream checks the caller's access before delivering it. */
  send(event: LiveEvent): void;
  /** Ends the stream (shutdown). */
  close(): void;
}

/** The open streams of this process, and the fan-out of notifications to them. */
export interface LiveHub {
  subscribe(subscriber: LiveSubscriber): () => void;
  /** A NOTIFY payload from the listener: forwarded to the streams of that school's guardians. */
  deliver(payload: string): void;
  /** The listener reconnected and may have missed events: every stream refetches. */
  resync(): void;
  closeAll(): void;
  readonly size: number;
}

function parsePayload(payload: string): LivePayload | null {
  try {
    const value = JSON.parse(payload) as { t?: unknown; k?: unknown; s?: unknown; u?: unknown };
    if (typeof value.t !== 'string') return null;
    if (Array.isArray(value.s) === Array.isArray(value.u)) return null;
    const kinds: readonly string[] = Array.isArray(value.s) ? LIVE_KINDS : USER_LIVE_KINDS;
    return kinds.includes(value.k as string) ? (value as LivePayload) : null;
  } catch {
    return null;
  }
}

export function createLiveHub(): LiveHub {
  const subscribers = new Set<LiveSubscriber>();
  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    deliver(payload) {
      const parsed = parsePayload(payload);
      if (!parsed) return;
      for (const subscriber of subscribers) {
        if (subscriber.tenantId !== parsed.t) continue;
        if ('u' in parsed) {
          if (subscriber.userId !== null && parsed.u.includes(subscriber.userId)) {
            subscriber.send({ kind: parsed.k, studentId: null });
          }
          continue;
        }
        for (const studentId of parsed.s) {
          if (subscriber.studentIds.has(studentId)) {
            subscriber.send({ kind: parsed.k, studentId });
          }
        }
      }
    },
    resync() {
      for (const subscriber of subscribers) subscriber.send({ kind: 'resync', studentId: null });
    },
    closeAll() {
      for (const subscriber of [...subscribers]) subscriber.close();
      subscribers.clear();
    },
    get size() {
      return subscribers.size;
    },
  };
}
