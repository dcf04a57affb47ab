import type { z } from 'zod';
import { AppError } from '@/shared/errors.ts';

/** Validates one input at the edge; a 400 names each field that is wrong. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where = 'body',
): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.join('.') : where,
    message: issue.message,
  }));
  const first = details[0];
  throw new AppError(
    'VALIDATION_FAILED',
    first ? `${first.path}: ${first.message}` : `Invalid ${where}`,
    { details },
  );
}
