import { authorizedResponse } from '@/web/lib/auth/authorized-fetch';

/** The file name of a Content-Disposition header (its UTF-8 form first), or a fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * GET an attachment (an assignment's, a message's) with the session's token (a plain link would carry none), then
 * hands it to the browser as a download.
 */
export async function downloadAttachment(url: string, fallbackName: string): Promise<void> {
  const response = await authorizedResponse(url);
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
