import { AppError } from '@/shared/errors';
import { UNREACHABLE_STATUS, toAppError } from './api-client';
import { type AuthClient, authClient } from './auth/auth-client';
import { withFreshToken } from './auth/authorized-fetch';

export interface UploadOptions {
  /** Bytes sent so far of the whole request (the browser's upload progress). */
  onUploadProgress?: (sent: number, total: number) => void;
  /** The answer's text so far, each time more of it arrives (a streamed answer). */
  onText?: (text: string) => void;
}

/**
 * POST of one file as multipart `file`, with the session's bearer token. XMLHttpRequest rather than
 * fetch: it reports upload progress, and hands over a streamed answer as it arrives. Error answers
 * throw the server's AppError; answers 2xx resolve with their text. A 401 refreshes the session
 * and sends the file again, once (withFreshToken), as every request of the portal does.
 */
export function uploadFile(
  url: string,
  file: Blob | readonly File[],
  options: UploadOptions = {},
  client: AuthClient = authClient,
): Promise<string> {
  return withFreshToken((accessToken) => sendFile(url, file, options, accessToken), client);
}

function sendFile(
  url: string,
  file: Blob | readonly File[],
  options: UploadOptions,
  accessToken: string,
): Promise<string> {
  const body = new FormData();
  // Several files (a OneRoster set's CSV files) go as parts of the same name.
  if (Array.isArray(file)) for (const each of file as readonly File[]) body.append('file', each);
  else body.append('file', file as Blob);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('authorization', `Bearer ${accessToken}`);
    request.setRequestHeader('accept', 'application/json, application/x-ndjson');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded, event.total);
    };
    request.onprogress = () => {
      if (request.status >= 200 && request.status < 300) options.onText?.(request.responseText);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        options.onText?.(request.responseText);
        resolve(request.responseText);
        return;
      }
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText) as unknown;
      } catch {
        payload = null;
      }
      reject(toAppError(request.status, payload));
    };
    request.onerror = () =>
      reject(
        new AppError('UNAVAILABLE', 'The server could not be reached', {
          status: UNREACHABLE_STATUS,
        }),
      );
    request.send(body);
  });
}
