import { AppError } from '@/shared/errors';
import { authorizedResponse } from '@/web/lib/auth/authorized-fetch';

/** GET /api/assignments/:id/attachment with the session's token, saved under its file name. */
export async function downloadAttachment(assignmentId: string, fileName: string) {
  const response = await authorizedResponse(`/api/assignments/${assignmentId}/attachment`).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.status === 404) {
        throw new AppError('NOT_FOUND', 'The attachment could not be downloaded.');
      }
      throw error;
    },
  );
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
