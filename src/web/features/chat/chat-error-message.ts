/** The error's own message, unless it is missing or the browser's network failure (a TypeError). */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message && !(error instanceof TypeError)
    ? error.message
    : fallback;
