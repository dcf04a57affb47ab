import { AppError } from '@/shared/errors';
import { toAppError } from '@/web/lib/api-client';
import { authClient } from '@/web/lib/auth/auth-client';

/** The file name of a Content-Disposition header (its UTF-8 form first), or a fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * GET an assignment's attachment with the session's token (a plain link would carry none), then
 * hands it to the browser as a download.
 */
export async function downloadAttachment(url: string, fallbackName: string): Promise<void> {
  const session = await authClient.getSession();
  if (!session) throw new AppError('UNAUTHENTICATED', 'You are signed out. Please sign in again.');
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${session.access_token}` },
  }).catch(() => {
    throw new AppError('UNAVAILABLE', 'The server could not be reached');
  });
  if (!response.ok) {
    const text = await response.text();
    let payload: unknown = null;
    try {
      payload = JSON.parse(text);
    } catch {
      payload = text;
    }
    throw toAppError(response.status, payload);
  }
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
