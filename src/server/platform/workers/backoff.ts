/** After this many failed attempts an email stays unsent, with its last error, for an operator. */
export const MAX_SEND_ATTEMPTS = 10;

const FIRST_RETRY_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 60 * 60;

/** Seconds to wait after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min … at most 1 hour. */
export function retryDelaySeconds(failedAttempts: number): number {
  const doublings = Math.max(0, failedAttempts - 1);
  return Math.min(FIRST_RETRY_SECONDS * 2 ** doublings, LONGEST_WAIT_SECONDS);
}
