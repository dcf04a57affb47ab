import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '@/shared/errors.ts';
import { redirectSchema } from '@/shared/schemas/responses.ts';

export type EmailLinkType = 'signup' | 'recovery';

interface EmailLink {
  type: EmailLinkType;
  tenant_id: string;
  token: string;
}

export const INVALID_LINK_MESSAGE = 'Email link is invalid or has expired';

export const invalidLink = () => new AppError('INVALID_LINK', INVALID_LINK_MESSAGE);

const linkFragment = (type: EmailLinkType, tenantId: string, token: string) =>
  new URLSearchParams({ type, token, tenant_id: tenantId }).toString();

const INVALID_LINK_FRAGMENT = new URLSearchParams({
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: INVALID_LINK_MESSAGE,
}).toString();

/**
 * An emailed link opens the web app at the site root with the token in the fragment, which browsers
 * never send to servers. The page spends the token with a POST: mail scanners that open links only
 * GET them, so they spend nothing.
 */
export function emailLinkUrl(
  publicUrl: string,
  type: EmailLinkType,
  tenantId: string,
  token: string,
): string {
  return `${publicUrl}/#${linkFragment(type, tenantId, token)}`;
}

/**
 * Links emailed before the page existed pointed at the API. Opening one spends nothing: it moves
 * the parameters into the fragment of the page that asks before spending them.
 */
export function redirectToLinkPage(reply: FastifyReply, link: EmailLink | null) {
  void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  const fragment = link
    ? linkFragment(link.type, link.tenant_id, link.token)
    : INVALID_LINK_FRAGMENT;
  return reply.redirect(`/#${fragment}`);
}

/** GET `path`, the API address of such older links: public, deprecated, a redirect to the page. */
export function olderLinkRoute(
  server: FastifyInstance,
  path: string,
  description: string,
  linkOf: (query: unknown) => EmailLink | null,
) {
  server.get(
    path,
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], deprecated: true, description, response: { 302: redirectSchema } },
    },
    async (request, reply) => redirectToLinkPage(reply, linkOf(request.query)),
  );
}
