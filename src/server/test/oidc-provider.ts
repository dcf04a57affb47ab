import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** An account of the test provider: its login (typed on its login page) is its id. */
export interface TestOidcAccount {
  email: string;
  email_verified: boolean;
  name?: string;
}

/** What the provider's token endpoint does to the ID token it answers (a forged or replayed one). */
export type IdTokenTamper = 'none' | 'signature' | 'nonce';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestOidcAccount>;
  tamper: IdTokenTamper;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the certified `oidc-provider` package) on 127.0.0.1 and a random port,
 * with its development login and consent pages (any login that names an account, any password).
 * One confidential client is registered, redirecting to `redirectUri`.
 */
export async function startTestOidcProvider(options: {
  redirectUri: string;
  accounts?: Record<string, TestOidcAccount>;
}): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const signingJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const state: TestOidcProvider = {
    issuer,
    clientId: 'school-portal',
    clientSecret: randomBytes(24).toString('base64url'),
    accounts: new Map(Object.entries(options.accounts ?? {})),
    tamper: 'none',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: state.clientId,
        client_secret: state.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => {
      const account = state.accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
  });
  // The token endpoint's answer, forged as the test asks: a changed payload under the old
  // signature, or a validly re-signed token of another nonce.
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !body?.id_token || state.tamper === 'none') return;
    const [header, , signature] = body.id_token.split('.');
    const claims = decodeJwt(body.id_token);
    if (state.tamper === 'signature') {
      const forged = { ...claims, email: 'someone.else@forged.example' };
      const payload = Buffer.from(JSON.stringify(forged)).toString('base64url');
      ctx.body = { ...body, id_token: `${header}.${payload}.${signature}` };
    } else {
      const resigned = await new SignJWT({ ...claims, nonce: 'not-the-nonce-sent' })
        .setProtectedHeader({ alg: 'RS256', kid })
        .sign(privateKey);
      ctx.body = { ...body, id_token: resigned };
    }
  });
  server.on('request', provider.callback());
  return state;
}
