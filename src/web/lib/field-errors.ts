import { AppError } from '@/shared/errors';

/**
 * The messages of a 400 VALIDATION_FAILED answer by field (`details: [{ path, message }]`), first
 * message per field; empty for any other error.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') return {};
  if (!Array.isArray(error.details)) return {};
  const byField: Record<string, string> = {};
  for (const detail of error.details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path === 'string' && typeof message === 'string') byField[path] ??= message;
  }
  return byField;
}

/** Spec 8: what a form says when the server refuses or cannot be reached. */
export function requestErrorMessage(error: unknown): string {
  if (error instanceof AppError && error.status !== 0 && error.status < 500) return error.message;
  return 'Something went wrong. Please try again.';
}
