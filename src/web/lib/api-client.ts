import { AppError, type ErrorCode, errorCodes, isErrorBody } from '@/shared/errors';
import { reportServerReached } from './connection-status';
import { SERVED_FROM_CACHE_HEADER } from './service-worker/user-cache-names';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON, or FormData for a multipart upload. */
  body?: unknown;
  accessToken?: string | null;
  signal?: AbortSignal;
}

/** Status given to errors when the server could not be reached at all. */
export const UNREACHABLE_STATUS = 0;

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL';
  return 'BAD_REQUEST';
}

/** Turns an error answer back into the AppError the server threw. */
export function toAppError(status: number, payload: unknown): AppError {
  if (isErrorBody(payload)) {
    const { code, message, details, hint } = payload.error;
    const known = Object.hasOwn(errorCodes, code) ? code : codeForStatus(status);
    return new AppError(known, message, { details, hint, status });
  }
  return new AppError(codeForStatus(status), `Request failed with status ${status}`, { status });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(path: string, { method = 'GET', body, accessToken, signal }: ApiRequest) {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A FormData body (a file upload) goes as multipart, its boundary set by fetch itself.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  return fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    signal,
  }).then(
    (response) => {
      // The service worker answers from the user's cache when the network fails (src/web/sw).
      reportServerReached(!response.headers.has(SERVED_FROM_CACHE_HEADER));
      return response;
    },
    (cause: unknown) => {
      if (signal?.aborted) throw cause;
      reportServerReached(false);
      throw new AppError('UNAVAILABLE', 'The server could not be reached', {
        status: UNREACHABLE_STATUS,
      });
    },
  );
}

/** JSON request to the portal API on the same origin; error answers throw AppError. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await send(path, request);
  const payload = await readBody(response);
  if (!response.ok) throw toAppError(response.status, payload);
  return payload as T;
}

/** The answer as it came (status and body), for diagnostics that log rather than interpret. */
export async function apiFetchRaw(
  path: string,
  request: ApiRequest = {},
): Promise<{ status: number; body: unknown }> {
  const response = await send(path, request);
  return { status: response.status, body: await readBody(response) };
}
