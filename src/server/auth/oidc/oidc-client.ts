import * as client from 'openid-client';

/** What the callback needs to finish a sign-in it started (kept in the browser's sealed cookie). */
export interface PendingSignIn {
  tenantId: string;
  providerId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Milliseconds since the epoch after which the attempt is refused. */
  expiresAt: number;
}

export interface ProviderClient {
  issuerUrl: string;
  clientId: string;
  clientSecret?: string | undefined;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The provider's configuration from its discovery document. ID tokens are verified against the
 * issuer's keys (enableNonRepudiationChecks: their signature, not just the TLS channel); plain
 * http is allowed for a loopback issuer only (development and tests).
 */
async function discover(provider: ProviderClient): Promise<client.Configuration> {
  const issuer = new URL(provider.issuerUrl);
  const execute = [client.enableNonRepudiationChecks];
  if (issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname)) {
    execute.push(client.allowInsecureRequests);
  }
  return client.discovery(
    issuer,
    provider.clientId,
    undefined,
    provider.clientSecret === undefined
      ? undefined
      : client.ClientSecretPost(provider.clientSecret),
    { execute, timeout: 10 },
  );
}

/** The provider's authorization URL of a new attempt (code flow, PKCE S256, state and nonce). */
export async function beginSignIn(
  provider: ProviderClient,
  redirectUri: string,
  ids: { tenantId: string; providerId: string },
  lifetimeMs: number,
): Promise<{ url: string; pending: PendingSignIn }> {
  const config = await discover(provider);
  const pending: PendingSignIn = {
    ...ids,
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    expiresAt: Date.now() + lifetimeMs,
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
  return { url: url.href, pending };
}

/** The ID token's claims after the code exchange: state, PKCE, nonce, issuer, audience, signature. */
export async function finishSignIn(
  provider: ProviderClient,
  callbackUrl: URL,
  pending: PendingSignIn,
): Promise<{ subject: string; email: string | null; emailVerified: boolean }> {
  const config = await discover(provider);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider sent no ID token');
  // Some providers put the email in the UserInfo answer only (for the ID token's subject).
  const source =
    typeof claims.email === 'string'
      ? claims
      : await client.fetchUserInfo(config, tokens.access_token, claims.sub);
  const email = typeof source.email === 'string' ? source.email.trim().toLowerCase() : null;
  return { subject: claims.sub, email, emailVerified: source.email_verified === true };
}
