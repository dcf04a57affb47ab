import { OIDC_MESSAGES } from '@/shared/rules/oidc-messages';

/**
 * An email link as found in the address fragment: its one-time token is not spent yet (the page
 * spends it with a POST), or the message of a link the server refused.
 */
export type AuthLink =
  | { kind: 'recovery'; tenantId: string; token: string }
  | { kind: 'signup'; tenantId: string; token: string }
  /** The landing of a sign-in with the school's identity provider: a one-time code to spend. */
  | { kind: 'oidc'; tenantId: string; token: string }
  | { kind: 'error'; message: string };

export const INVALID_LINK_MESSAGE = 'Email link is invalid or has expired';
export const EMAIL_CONFIRMED_MESSAGE =
  'Your email address is confirmed. Choose your school and sign in.';

/**
 * The fragment text is shown only when it is one the portal's server sends; anyone can craft a link
 * to the portal with any text in it.
 */
const knownLinkMessages = new Set<string>([INVALID_LINK_MESSAGE, ...Object.values(OIDC_MESSAGES)]);

/**
 * Reads the fragment of an emailed link (`#type=recovery|signup&token=…&tenant_id=…`) or of the
 * server's invalid-link redirect (`#error=…&error_description=…`). Any other fragment, such as
 * `#main-content`, is not an auth link.
 */
export function parseAuthLink(hash: string): AuthLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.has('error') || params.has('error_description')) {
    const description = params.get('error_description')?.trim() ?? '';
    return {
      kind: 'error',
      message: knownLinkMessages.has(description) ? description : INVALID_LINK_MESSAGE,
    };
  }
  const type = params.get('type');
  if (type !== 'recovery' && type !== 'signup' && type !== 'oidc') return null;
  const token = (type === 'oidc' ? params.get('code') : params.get('token'))?.trim();
  const tenantId = params.get('tenant_id')?.trim();
  if (!token || !tenantId) return { kind: 'error', message: INVALID_LINK_MESSAGE };
  return { kind: type, tenantId, token };
}

/** Takes an auth link out of the address bar, so its token is neither kept nor shared. */
export function takeAuthLink(): AuthLink | null {
  if (typeof window === 'undefined' || window.location.hash.length < 2) return null;
  const link = parseAuthLink(window.location.hash);
  if (link) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
  return link;
}
