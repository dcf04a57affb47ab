import type { AppError } from '@/shared/errors.ts';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Runs a write a unique index may refuse: two requests at the same moment can both pass the
 * service's checks, and the index then refuses the second. `refusal` (told the index's name) says
 * so in plain words, a 409 instead of a 500; any other error passes through unchanged.
 */
export async function refusingDuplicates<T>(
  write: () => Promise<T>,
  refusal: (constraint: string | undefined) => AppError,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = error as { code?: unknown; constraint?: string };
    throw code === UNIQUE_VIOLATION ? refusal(constraint) : error;
  }
}
