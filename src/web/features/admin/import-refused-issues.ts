import { AppError } from '@/shared/errors';
import type { ImportIssue } from '@/shared/schemas/imports';

/** Issues the import itself refused with (details: [{path, line, message}]). */
export function refusedIssues(error: unknown): ImportIssue[] {
  if (!(error instanceof AppError) || !Array.isArray(error.details)) return [];
  return (error.details as { path?: string; line?: number; message?: string }[]).flatMap(
    (detail) =>
      typeof detail.line === 'number' && typeof detail.message === 'string'
        ? [
            {
              line: detail.line,
              column: detail.path && detail.path !== 'file' ? detail.path : null,
              message: detail.message,
            },
          ]
        : [],
  );
}
