import { AppError } from '@/shared/errors';

export function formErrorMessage(error: unknown): string {
  if (error instanceof AppError && error.status !== 0 && error.status < 500) return error.message;
  return 'Something went wrong. Please try again.';
}
