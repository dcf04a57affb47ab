import { AppError, type ErrorCode } from '@/shared/errors.ts';

export interface FieldErrorOptions {
  /** VALIDATION_FAILED (a 400) unless the refusal is of another kind, such as a CONFLICT. */
  code?: ErrorCode;
  /** A status other than the code's own (a 413 or 415 for a file). */
  status?: number;
  /**
   * The message of the whole refusal when it is not `path: message`: a sentence a form shows on
   * its own, or one that says more than the field's short message.
   */
  summary?: string;
}

/**
 * A refusal that names the input at fault, as the routes' schema validation answers: the message
 * `path: message`, and `details: [{ path, message }]` for a form to show beside that field.
 */
export function fieldError(
  path: string,
  message: string,
  { code = 'VALIDATION_FAILED', status, summary }: FieldErrorOptions = {},
): AppError {
  return new AppError(code, summary ?? `${path}: ${message}`, {
    status,
    details: [{ path, message }],
  });
}

/** A field error whose message is the whole refusal: a sentence a form shows on its own. */
export const plainFieldError = (
  path: string,
  message: string,
  options: Omit<FieldErrorOptions, 'summary'> = {},
): AppError => fieldError(path, message, { ...options, summary: message });

/** A value another row already holds (a 409), said beside its field. */
export const fieldConflict = (path: string, message: string): AppError =>
  plainFieldError(path, message, { code: 'CONFLICT' });
