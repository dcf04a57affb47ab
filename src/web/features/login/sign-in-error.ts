import { AppError } from '@/shared/errors';

/** Spec 8: the service's message, 'Invalid email or password' if it gave none, else a generic one. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof AppError && error.status !== 0) {
    return error.message.trim() || 'Invalid email or password';
  }
  return 'Something went wrong. Please try again.';
}
