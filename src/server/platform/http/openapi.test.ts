import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';

describe('OpenAPI document', () => {
  const t = useTestApp('pglite');

  it('lists every API route with its schemas and who may call it', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.entries(
      document.paths as Record<
        string,
        Record<string, { security?: unknown; description?: string }>
      >,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const documented = operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    for (const route of t.app.apiRoutes.filter((r) => r.url !== '/api/openapi.json')) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(documented).toContain(`${route.method} ${path}`);
      const { operation } = operations.find(
        (op) => op.path === path && op.method.toUpperCase() === route.method,
      )!;
      // A path may also have a constrained public variant (rag-ingest with x-admin-token, hidden
      // from the document): the document describes the signed-in route.
      const signedInVariant = t.app.apiRoutes.some(
        (r) => r.url === route.url && r.method === route.method && r.access !== 'public',
      );
      if (!signedInVariant) expect(operation.security).toBeUndefined();
      else expect(operation.security).toEqual([{ bearerAuth: [] }]);
    }
    const signIn = document.paths['/api/auth/sign-in'].post;
    expect(Object.keys(signIn.requestBody.content['application/json'].schema.properties)).toEqual([
      'tenant_id',
      'email',
      'password',
    ]);
    expect(document.paths['/api/profile'].get.description).toBe('Any signed-in user.');
  });
});

interface DocumentedResponse {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}

/** The operations whose success answer is not described: no 2xx (or redirect) with a schema. */
function undeclaredResponses(document: {
  paths: Record<string, Record<string, { responses?: Record<string, DocumentedResponse> }>>;
}): string[] {
  const missing: string[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const answers = Object.entries(operation.responses ?? {});
      const success = answers.filter(([status]) => /^2\d\d$/.test(status));
      const redirects = answers.filter(([status]) => /^3\d\d$/.test(status));
      const described = success.every(
        ([status, answer]) =>
          status === '204' ||
          Object.values(answer.content ?? {}).some((media) => media.schema !== undefined),
      );
      if ((success.length === 0 && redirects.length === 0) || !described) {
        missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  return missing;
}

describe('OpenAPI responses', () => {
  const t = useTestApp('pglite');

  it('documents a response schema for the success status of every operation', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
    expect(undeclaredResponses(document)).toEqual([]);
  });

  it('counts an operation without a success schema as undeclared', () => {
    expect(
      undeclaredResponses({
        paths: {
          '/a': {
            get: { responses: { 200: { content: { 'application/json': { schema: {} } } } } },
          },
          '/b': { get: { responses: { 200: { description: 'Default Response' } } } },
          '/c': { post: { responses: {} } },
          '/d': { delete: { responses: { 204: { description: 'No content' } } } },
        },
      }),
    ).toEqual(['GET /b', 'POST /c']);
  });
});
