/** What an email link left in the address fragment after the server verified it. */
export type AuthLink =
  | {
      kind: 'recovery';
      accessToken: string;
      refreshToken: string;
      expiresIn: number;
      expiresAt: number;
      schoolCode: string | null;
    }
  | { kind: 'error'; message: string };

export const INVALID_LINK_MESSAGE = 'Email link is invalid or has expired';

/**
 * The fragment text is shown only when it is one the portal's server sends; anyone can craft a link
 * to the portal with any text in it.
 */
const knownLinkMessages = new Set([INVALID_LINK_MESSAGE]);

/**
 * Reads the fragment the verify endpoint redirects to (`#access_token=…&type=recovery…` or
 * `#error=…&error_description=…`). Any other fragment, such as `#main-content`, is not an auth link.
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
  if (params.get('type') !== 'recovery') return null;
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  const expiresIn = Number(params.get('expires_in'));
  const expiresAt = Number(params.get('expires_at'));
  if (!accessToken || !refreshToken || !Number.isFinite(expiresAt) || expiresAt <= 0) {
    return { kind: 'error', message: INVALID_LINK_MESSAGE };
  }
  return {
    kind: 'recovery',
    accessToken,
    refreshToken,
    expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 3600,
    expiresAt,
    schoolCode: params.get('school_code')?.trim() || null,
  };
}

/** Takes an auth link out of the address bar, so its tokens are neither kept nor shared. */
export function takeAuthLink(): AuthLink | null {
  if (typeof window === 'undefined' || window.location.hash.length < 2) return null;
  const link = parseAuthLink(window.location.hash);
  if (link) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
  return link;
}
