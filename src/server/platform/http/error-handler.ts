import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, type ErrorCode } from '@/shared/errors.ts';

const fastifyCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'BAD_REQUEST',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'BAD_REQUEST',
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'BAD_REQUEST',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_REQUEST',
    message: 'The request has a wrong Content-Length.',
  },
};

/**
 * A safety net: PostgreSQL's data exceptions (class 22) are caused by a value the request sent,
 * so they are the caller's 400, not a 500. Each one still means a check is missing at the edge
 * (the route's zod schema), so it is logged as a warning to be fixed there.
 */
const databaseInputErrors: Record<string, string> = {
  '22001': 'A text value is too long.',
  '22003': 'A number is out of range.',
  '22007': 'A date or time is not valid.',
  '22008': 'A date or time is out of range.',
  '22021': 'A text value contains characters that cannot be stored.',
  '22P02': 'A value has the wrong format.',
  '22P05': 'A text value contains characters that cannot be stored.',
};
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

/** busboy's words for a multipart body cut short (the boundary itself is checked at the edge). */
const BROKEN_MULTIPART = /unexpected end of multipart data|^Multipart: /i;

const inputNames: Record<string, string> = { querystring: 'query', params: 'path', body: 'body' };

/** A 400 that names each field that is wrong, from the route's zod schema. */
function validationError(error: FastifyError): AppError {
  const where = inputNames[error.validationContext ?? 'body'] ?? 'body';
  const details = (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { path: path || where, message: issue.message ?? 'Invalid value' };
  });
  const first = details[0];
  return new AppError(
    'VALIDATION_FAILED',
    first ? `${first.path}: ${first.message}` : `Invalid ${where}`,
    { details },
  );
}

/** The one error handler: typed errors keep their code; anything else is a 500 that never leaks internals. */
export function registerErrorHandler(
  app: FastifyInstance,
  options: { spa?: (request: FastifyRequest, reply: FastifyReply) => boolean } = {},
): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationError(error as FastifyError).toBody());
    }
    const known =
      'code' in error && typeof error.code === 'string' ? fastifyCodes[error.code] : undefined;
    if (known) {
      const status = (error as FastifyError).statusCode ?? 400;
      return reply
        .status(status)
        .send(new AppError(known.code, known.message, { status }).toBody());
    }
    const sqlState = 'code' in error && typeof error.code === 'string' ? error.code : '';
    if (DATA_EXCEPTION.test(sqlState)) {
      request.log.warn({ err: error }, 'database refused a value: check it at the edge');
      const message = databaseInputErrors[sqlState] ?? 'A value in the request is not valid.';
      return reply.status(400).send(new AppError('BAD_REQUEST', message).toBody());
    }
    if (
      /^\s*multipart\//i.test(request.headers['content-type'] ?? '') &&
      BROKEN_MULTIPART.test(error.message)
    ) {
      return reply
        .status(400)
        .send(
          new AppError(
            'BAD_REQUEST',
            'The multipart body is cut short or malformed: send the whole form again.',
          ).toBody(),
        );
    }
    const status = (error as FastifyError).statusCode;
    if (status === 429) {
      return reply
        .status(429)
        .send(
          new AppError(
            'RATE_LIMITED',
            'Too many requests. Please wait a moment and try again.',
          ).toBody(),
        );
    }
    if (status && status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(new AppError('BAD_REQUEST', error.message, { status }).toBody());
    }
    if (isResponseSerializationError(error)) {
      // A bug: the route answered a shape its response schema does not declare; nothing of it goes out.
      request.log.error(
        { err: error, issues: (error.cause as { issues?: unknown }).issues },
        `The answer of ${request.method} ${request.routeOptions.url} does not match its response schema`,
      );
    } else request.log.error({ err: error }, 'Unhandled error');
    return reply
      .status(500)
      .send(
        new AppError('INTERNAL', 'Something went wrong on the server. Please try again.').toBody(),
      );
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.spa?.(request, reply)) return;
    reply
      .status(404)
      .send(
        new AppError(
          'NOT_FOUND',
          `No route for ${request.method} ${request.url.split('?')[0]}`,
        ).toBody(),
      );
  });
}
