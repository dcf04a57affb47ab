import type { z } from 'zod';
import { AppError } from '@/shared/errors';
import type { ApiRequest } from './api-client';
import { authorizedFetch } from './auth/authorized-fetch';

/** authorizedFetch, then the answer checked against the shared schema. */
export async function fetchParsed<S extends z.ZodType>(
  schema: S,
  path: string,
  request: Omit<ApiRequest, 'accessToken'> = {},
): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await authorizedFetch(path, request));
  if (!parsed.success) {
    throw new AppError('INTERNAL', 'The server sent an answer it could not read');
  }
  return parsed.data;
}
