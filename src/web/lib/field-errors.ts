import { AppError } from '@/shared/errors';

/**
 * The messages of a refused request by field (`details: [{ path, message }]`): a 400
 * VALIDATION_FAILED, or a 409 CONFLICT such as a duplicate email. First message per field; empty
 * for any other error.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof AppError)) return {};
  if (error.code !== 'VALIDATION_FAILED' && error.code !== 'CONFLICT') return {};
  if (!Array.isArray(error.details)) return {};
  const byField: Record<string, string> = {};
  for (const detail of error.details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path === 'string' && typeof message === 'string') byField[path] ??= message;
  }
  return byField;
}

/** The first field a refused request names, to show its message beside that field. */
export function firstFieldError(error: unknown): { field: string; message: string } | null {
  const [first] = Object.entries(fieldErrors(error));
  return first ? { field: first[0], message: first[1] } : null;
}

/** Spec 8: what a form says when the server refuses or cannot be reached. */
export function requestErrorMessage(error: unknown): string {
  if (error instanceof AppError && error.status !== 0 && error.status < 500) return error.message;
  return 'Something went wrong. Please try again.';
}
