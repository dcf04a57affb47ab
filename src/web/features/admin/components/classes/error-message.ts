import { AppError } from '@/shared/errors';

/** An error in plain words: the server's own message for what the user can fix, else a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof AppError && error.status !== 0 && error.status < 500) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The field a 400/409 names (details[0].path), to show the message beside it. */
export function errorField(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof AppError)) return null;
  const [first] = Array.isArray(error.details) ? (error.details as unknown[]) : [];
  if (typeof first !== 'object' || first === null) return null;
  const { path, message } = first as { path?: unknown; message?: unknown };
  return typeof path === 'string' && typeof message === 'string' ? { field: path, message } : null;
}
