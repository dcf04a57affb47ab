import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from './access.ts';

/** A route's options as Fastify types them with the zod type provider, for the schema S. */
type Options<S extends FastifySchema> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  S,
  ZodTypeProvider
>;

type Handler<S extends FastifySchema> = Options<S>['handler'];

/** Route options besides config and schema: a body limit, a preValidation or onResponse hook. */
type ExtraOptions<S extends FastifySchema> = Omit<Options<S>, 'config' | 'schema' | 'handler'>;

type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Registers one route of the group: its path, its own schema and its typed handler. */
type Register = <const S extends FastifySchema>(
  path: string,
  schema: S,
  handler: Handler<S>,
  extra?: ExtraOptions<S>,
) => void;

/**
 * The routes of one group: who may call them (config.access, and any more config such as a rate
 * limit) and their OpenAPI tags. A handler returns the answer's body, which goes out with the one
 * success status its response schema declares (201 with the body, 204 with none) unless the
 * handler answered itself.
 */
export function routeGroup(
  server: FastifyInstance,
  access: Access,
  tags: string[],
  moreConfig?: Omit<FastifyContextConfig, 'access'>,
): Record<Verb, Register> {
  const config = { access, ...moreConfig };
  // Register's signature types each handler by its schema; Fastify itself needs no more than this.
  const register =
    (verb: Verb): Register =>
    (path, schema, handler, extra) => {
      const options = { config, schema: { tags, ...schema }, ...extra } as RouteShorthandOptions;
      server[verb](path, options, withSuccessStatus(schema, handler as RouteHandlerMethod));
    };
  return {
    get: register('get'),
    post: register('post'),
    put: register('put'),
    patch: register('patch'),
    delete: register('delete'),
  };
}

function withSuccessStatus(schema: FastifySchema, handler: RouteHandlerMethod): RouteHandlerMethod {
  const status = successStatus(schema);
  if (status === 200) return handler;
  return async function (request, reply) {
    const body: unknown = await handler.call(this, request, reply);
    if (body === reply) return reply;
    return reply.status(status).send(status === 204 ? null : body);
  };
}

/** The one 2xx status of the response schema; 200 when it declares none or several. */
function successStatus(schema: FastifySchema): number {
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const success = Object.keys(response)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return success.length === 1 ? success[0]! : 200;
}
