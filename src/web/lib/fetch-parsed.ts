import type { z } from 'zod';
import { AppError } from '@/shared/errors';
import type { ApiRequest } from './api-client';
import { type AuthClient, authClient } from './auth/auth-client';
import { authorizedFetch } from './auth/authorized-fetch';

/**
 * The server's answer checked against the shared schema; a mismatch is an error in plain words,
 * `unreadable` when the caller names what it expected.
 */
export function parseAnswer<S extends z.ZodType>(
  schema: S,
  payload: unknown,
  unreadable = 'The server sent an answer this page could not read. Please reload the page and try again.',
): z.output<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new AppError('INTERNAL', unreadable);
  return parsed.data;
}

/** The portal API's one JSON client: authorizedFetch, then the answer parsed with the shared schema. */
export async function fetchParsed<S extends z.ZodType>(
  schema: S,
  path: string,
  request: Omit<ApiRequest, 'accessToken'> = {},
  client: AuthClient = authClient,
): Promise<z.output<S>> {
  return parseAnswer(schema, await authorizedFetch(path, request, client));
}
