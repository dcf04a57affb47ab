import { AppError } from '@/shared/errors';
import { authClient } from '@/web/lib/auth/auth-client';

/** GET /api/assignments/:id/attachment with the session's token, saved under its file name. */
export async function downloadAttachment(assignmentId: string, fileName: string) {
  const session = await authClient.getSession();
  if (!session) throw new AppError('UNAUTHENTICATED', 'You are signed out. Please sign in again.');
  const response = await fetch(`/api/assignments/${assignmentId}/attachment`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  if (!response.ok) throw new AppError('NOT_FOUND', 'The attachment could not be downloaded.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
