import { AppError } from '@/shared/errors';

/**
 * The fields a refused request names (`details: [{ path, message }]`): a 400 VALIDATION_FAILED or
 * a 409 CONFLICT such as a duplicate email; first message per field.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof AppError) || !Array.isArray(error.details)) return {};
  if (error.code !== 'VALIDATION_FAILED' && error.code !== 'CONFLICT') return {};
  const byField: Record<string, string> = {};
  for (const detail of error.details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path === 'string' && typeof message === 'string') byField[path] ??= message;
  }
  return byField;
}
