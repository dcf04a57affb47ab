import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE,
  LOGO_TYPES,
  schoolSettingsPatchSchema,
  schoolSettingsSchema,
} from '@/shared/schemas/settings.ts';
import { fileResponse } from '@/shared/schemas/responses.ts';
import { logoError } from './logo-content.ts';
import {
  getSettings,
  readLogo,
  removeLogo,
  updateSettings,
  uploadLogo,
} from './settings.service.ts';
import { routeGroup } from '../platform/http/route-group.ts';

const CHOOSE_FILE = 'Choose an image file (PNG, JPEG, WebP or SVG) to upload.';

/** The one file of a multipart upload (field `file`), in memory up to 1 MB; beyond, a 413 in words. */
async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw logoError(CHOOSE_FILE);
  try {
    const part = await request.file();
    if (!part) throw logoError(CHOOSE_FILE);
    return await part.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw logoError(LOGO_TOO_LARGE, 'PAYLOAD_TOO_LARGE');
    }
    if (code === 'FST_FILES_LIMIT') throw logoError('Upload one logo at a time.');
    throw error;
  }
}

const logoParams = z.object({
  tenantId: z.uuid(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'Not a logo address'),
});

/** /admin/settings: the school's settings and logo (admins only), and the logo's public address. */
export async function settingsRoutes(server: FastifyInstance) {
  const tags = ['settings'];

  await server.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024 },
    });
    const app = scoped.withTypeProvider<ZodTypeProvider>();
    const admins = routeGroup(scoped, ['admin'], tags);

    const settings = { 200: schoolSettingsSchema };
    admins.get('/api/admin/settings', { response: settings }, async (request) =>
      getSettings(request.scope),
    );
    admins.patch(
      '/api/admin/settings',
      { body: schoolSettingsPatchSchema, response: settings },
      async (request) => updateSettings(request.scope, request.body),
    );
    admins.post(
      '/api/admin/settings/logo',
      {
        description:
          'Uploads the school logo: multipart with the image in `file` (PNG, JPEG, WebP or SVG, read from the content; at most 1 MB; SVG is sanitised). Answers the settings with the new logo_url.',
        response: settings,
      },
      async (request) => uploadLogo(request.scope, () => readLogoUpload(request)),
      { bodyLimit: LOGO_MAX_BYTES + 64 * 1024 },
    );
    admins.delete('/api/admin/settings/logo', { response: settings }, async (request) =>
      removeLogo(request.scope),
    );

    // Public: the school code and sign-in screens show the logo before anyone signs in. The
    // address names the version (its SHA-256), so it is cached for good.
    app.get(
      '/api/logos/:tenantId/:sha256',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: logoParams,
          response: {
            200: fileResponse(LOGO_TYPES, 'The logo image, cached for good'),
            304: z.null().describe('Not modified (If-None-Match)'),
          },
        },
      },
      async (request, reply) => {
        const logo = await readLogo(request.scope, request.params.tenantId, request.params.sha256);
        const etag = `"${logo.sha256}"`;
        reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff')
          .header('content-type', logo.content_type);
        if (logo.content_type === 'image/svg+xml') {
          reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
        }
        if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
        // Bytes go out as they are (no serializer runs for a Buffer); the schema only documents them.
        return reply.send(Buffer.from(logo.content) as unknown as string);
      },
    );
  });
}
