import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';

export const openApiOptions: FastifyDynamicSwaggerOptions = {
  transform: jsonSchemaTransform,
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'School portal API',
      version: '1',
      description:
        'Every route states who may call it: public, any signed-in user, or signed-in users of some roles (Bearer access token). Errors answer {"error":{"code","message","details"?,"hint"?}}.',
    },
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  },
};

/** GET /api/openapi.json: the API as the routes declare it (zod schemas, access). */
export async function openApiRoutes(app: FastifyInstance) {
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
