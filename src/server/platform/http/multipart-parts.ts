import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/** What the multipart plugin's limits answer, in a route's own words. */
export interface PartLimitErrors {
  /** A file over the plugin's fileSize limit. */
  tooLarge: () => Error;
  /** More files than the plugin's files limit. */
  tooManyFiles: () => Error;
  /** More parts than the plugin's parts limit; without it, the plugin's own error. */
  tooManyParts?: () => Error;
}

/**
 * Hands each part of a multipart request to `read`, in order (a file part must be read, e.g. by
 * toBuffer(), before the next one comes); the plugin's limit errors become the route's.
 */
export async function readParts(
  request: FastifyRequest,
  errors: PartLimitErrors,
  read: (part: Multipart) => Promise<void> | void,
) {
  try {
    for await (const part of request.parts()) await read(part);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw errors.tooLarge();
    if (code === 'FST_PARTS_LIMIT' && errors.tooManyParts) throw errors.tooManyParts();
    if (code === 'FST_FILES_LIMIT') throw errors.tooManyFiles();
    throw error;
  }
}
