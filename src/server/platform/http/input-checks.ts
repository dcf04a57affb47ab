import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badTextReason } from '@/shared/rules/text.ts';
import { plainFieldError } from './field-error.ts';

type Path = (string | number)[];
/** Where a value sits: its key and its parent's place (a path built only when it is needed). */
type Place = { key: string | number; parent: Place } | null;

const pathOf = (place: Place): Path => {
  const path: Path = [];
  for (let at = place; at; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * The first string (or object key) the database could not store, anywhere in a request's params,
 * query or body. Walked without recursion and without copying paths: a body may be nested 10,000
 * levels deep.
 */
export function findBadText(data: unknown): { path: Path; reason: string } | null {
  const stack: [unknown, Place][] = [[data, null]];
  while (stack.length) {
    const [value, place] = stack.pop()!;
    if (typeof value === 'string') {
      const reason = badTextReason(value);
      if (reason) return { path: pathOf(place), reason };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push([item, { key: index, parent: place }]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const reason = badTextReason(key);
        if (reason) return { path: pathOf(place), reason: `has a field name that ${reason}` };
        stack.push([item, { key, parent: place }]);
      }
    }
  }
  return null;
}

const textCheck = z.unknown().superRefine((data, ctx) => {
  const bad = findBadText(data);
  if (bad) ctx.addIssue({ code: 'custom', path: bad.path, message: bad.reason });
});

/**
 * The validator of every route (app.setValidatorCompiler): text is checked for NUL characters and
 * lone surrogates before the route's own zod schema runs, so no route can forget it. It runs after
 * the preValidation hooks, so multipart fields (which those hooks turn into the body) are checked
 * too. A bad value is a 400 naming the field, like any other validation error.
 */
export const checkedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: textCheck.pipe(route.schema) });

/** RFC 2046: a boundary is 1 to 70 characters. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

/**
 * A multipart request must name its boundary, or nothing can read it: refused at the door, before
 * any route's upload reader runs.
 */
export function registerInputChecks(app: FastifyInstance): void {
  app.setValidatorCompiler(checkedValidatorCompiler);
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (typeof type === 'string' && /^\s*multipart\//i.test(type) && !BOUNDARY.test(type)) {
      const message =
        'Send multipart/form-data with its boundary (1 to 70 characters) in the Content-Type.';
      throw plainFieldError('content-type', message, { code: 'BAD_REQUEST' });
    }
  });
}
