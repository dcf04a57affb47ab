import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/errors';
import { fieldErrors, firstFieldError, requestErrorMessage } from './field-errors';

describe('field errors of a refused request', () => {
  const details = [
    { path: 'email', message: 'This email is already in use' },
    { path: 'email', message: 'second message' },
    { path: 'name', message: 'Enter a name' },
  ];

  it('reads validation failures and conflicts by field, first message per field', () => {
    for (const code of ['VALIDATION_FAILED', 'CONFLICT'] as const) {
      const error = new AppError(code, 'refused', { details });
      expect(fieldErrors(error)).toEqual({
        email: 'This email is already in use',
        name: 'Enter a name',
      });
      expect(firstFieldError(error)).toEqual({
        field: 'email',
        message: 'This email is already in use',
      });
    }
  });

  it('names no field for other errors', () => {
    expect(fieldErrors(new AppError('NOT_FOUND', 'gone', { details }))).toEqual({});
    expect(firstFieldError(new Error('boom'))).toBeNull();
    expect(requestErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
