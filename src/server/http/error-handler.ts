import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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
    request.log.error({ err: error }, 'Unhandled error');
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
