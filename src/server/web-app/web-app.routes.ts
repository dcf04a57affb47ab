import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { fileResponse } from '@/shared/schemas/responses.ts';
import { schoolCodeSchema } from '@/shared/schemas/tenants.ts';
import { webAppManifestSchema } from '@/shared/schemas/web-app.ts';
import { routeGroup } from '../platform/http/route-group.ts';
import { ICON_SIZES } from './app-icons.ts';
import { portalIcon, portalManifest, schoolIcon, schoolManifest } from './web-app.service.ts';

const sizeSchema = z
  .enum(ICON_SIZES.map(String) as ['192', '512'], { message: 'Icons come in 192 or 512 px' })
  .transform((size) => Number(size) as (typeof ICON_SIZES)[number]);
const iconParams = z.object({ size: sizeSchema });
const schoolParams = z.object({ code: schoolCodeSchema });
/** The icons' version (their address changes with the logo or colour); any value is served. */
const iconQuery = z.object({ v: z.string().max(64).optional() });
const icon = { 200: fileResponse(['image/png'], 'A square PNG icon of the web app') };
const manifest = { 200: webAppManifestSchema };

const asManifest = (reply: FastifyReply) =>
  reply.header('content-type', 'application/manifest+json').header('cache-control', 'no-cache');
const sendIcon = (reply: FastifyReply, png: Buffer) =>
  reply
    .header('content-type', 'image/png')
    .header('cache-control', 'public, max-age=86400')
    .send(png as unknown as string);

/**
 * Public, for the browser to install the app before anyone signs in: each school's web app
 * manifest and icons (by school code, as the school code screen finds it), and the portal's own
 * for the screen before a school is chosen.
 */
export async function webAppRoutes(server: FastifyInstance) {
  const open = routeGroup(server, 'public', ['web app']);

  open.get('/api/web-app/manifest.webmanifest', { response: manifest }, async (_request, reply) => {
    asManifest(reply);
    return portalManifest();
  });
  open.get(
    '/api/web-app/icons/:size.png',
    { params: iconParams, querystring: iconQuery, response: icon },
    async (request, reply) => sendIcon(reply, await portalIcon(request.params.size)),
  );
  open.get(
    '/api/schools/:code/manifest.webmanifest',
    { params: schoolParams, response: manifest },
    async (request, reply) => {
      asManifest(reply);
      return schoolManifest(request.scope, request.params.code);
    },
  );
  open.get(
    '/api/schools/:code/icons/:size.png',
    { params: schoolParams.extend(iconParams.shape), querystring: iconQuery, response: icon },
    async (request, reply) =>
      sendIcon(reply, await schoolIcon(request.scope, request.params.code, request.params.size)),
  );
}
