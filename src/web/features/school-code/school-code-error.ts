import { AppError } from '@/shared/errors';

/** Spec 8: what the school code step says when the lookup fails. */
export function schoolCodeErrorMessage(error: unknown): string {
  if (error instanceof AppError) {
    if (error.status === 404) return 'School code not found. Please check and try again.';
    if (error.status === 0 || error.status >= 500) {
      return 'Error connecting to database. Please try again.';
    }
  }
  return 'Something went wrong. Please try again.';
}
