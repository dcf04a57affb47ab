import { AppError } from '@/shared/errors';

/** The field a 400/409 names (details[0].path), to show the message beside it. */
export function errorField(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof AppError)) return null;
  const [first] = Array.isArray(error.details) ? (error.details as unknown[]) : [];
  if (typeof first !== 'object' || first === null) return null;
  const { path, message } = first as { path?: unknown; message?: unknown };
  return typeof path === 'string' && typeof message === 'string' ? { field: path, message } : null;
}
