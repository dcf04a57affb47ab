import { z } from 'zod';

/** What changed for a student; the parent's client refetches what the kind touches. */
export const LIVE_KINDS = ['attendance', 'homework', 'grades', 'fees'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** What changed for a person (any role); their client refetches what the kind touches. */
export const USER_LIVE_KINDS = ['message', 'notification', 'announcement'] as const;
export type UserLiveKind = (typeof USER_LIVE_KINDS)[number];

/**
 * One live event as a stream carries it: what changed and for which child (null for an event about
 * the person themselves: a message, a notification), nothing more (no personal data). 'resync'
 * means events may have been missed: refetch everything.
 */
export const liveEventSchema = z.object({
  kind: z.enum([...LIVE_KINDS, ...USER_LIVE_KINDS, 'resync']),
  studentId: z.string().nullable(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** Spec section 9: the realtime heartbeat is 25 s and reconnect delays are 1, 2, 5 and 10 s. */
export const LIVE_HEARTBEAT_MS = 25_000;
export const LIVE_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The delay before the n-th reconnect attempt (0-based): 1, 2, 5, 10, then 10 s. */
export const reconnectDelayMs = (attempt: number): number =>
  LIVE_RECONNECT_DELAYS_MS[Math.min(attempt, LIVE_RECONNECT_DELAYS_MS.length - 1)]!;
