import { randomUUID } from 'node:crypto';
import { AppError } from '@/shared/errors.ts';
import type {
  IdentityProvider,
  SignInMethods,
  identityProviderInputSchema,
  identityProviderPatchSchema,
} from '@/shared/schemas/identity-providers.ts';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import { secretBox } from '../platform/crypto/secret-box.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { plainFieldError } from '../platform/http/field-error.ts';
import * as q from './identity-providers.queries.ts';

type Row = NonNullable<Awaited<ReturnType<typeof q.findProvider>>>;
type Input = z.output<typeof identityProviderInputSchema>;
type Patch = z.output<typeof identityProviderPatchSchema>;

/** The callback every provider sends people back to (register it with the provider). */
export const oidcRedirectUri = (publicUrl: string) => `${publicUrl}/api/auth/oidc/callback`;

/** A secret is sealed for its school and provider: a copied value does not open for another row. */
const secretContext = (tenantId: string, providerId: string) =>
  `identity_provider:${tenantId}:${providerId}`;

const toProvider = (row: Row): IdentityProvider => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

const notFound = () =>
  new AppError('NOT_FOUND', 'This sign-in provider no longer exists. Reload the page.');

export async function getSignInMethods(
  ctx: AppContext,
  scope: RequestScope,
): Promise<SignInMethods> {
  return scope.asCaller(async (tx, me) => ({
    providers: (await q.listProviders(tx)).map(toProvider),
    password_sign_in_off: (await q.readPasswordSignInOff(
      tx,
      me.tenantId,
    )) as SignInMethods['password_sign_in_off'],
    redirect_uri: oidcRedirectUri(ctx.config.publicUrl),
  }));
}

const values = ({ client_secret: _secret, ...rest }: Input | Patch) => rest;

export async function addProvider(ctx: AppContext, scope: RequestScope, input: Input) {
  const box = secretBox(ctx.config.jwtSecret);
  return scope.asCaller(async (tx, me) => {
    const id = randomUUID();
    const sealed = box.seal(input.client_secret, secretContext(me.tenantId, id));
    const row = await q.insertProvider(tx, me.tenantId, id, {
      ...values(input),
      client_secret_encrypted: sealed,
    });
    await auditByCaller(tx, me, 'identity_providers.added', id, { name: row.display_name });
    return toProvider(row);
  });
}

export async function changeProvider(
  ctx: AppContext,
  scope: RequestScope,
  id: string,
  patch: Patch,
) {
  const box = secretBox(ctx.config.jwtSecret);
  return scope.asCaller(async (tx, me) => {
    const secret = patch.client_secret;
    const row = await q.updateProvider(tx, id, {
      ...values(patch),
      ...(secret
        ? { client_secret_encrypted: box.seal(secret, secretContext(me.tenantId, id)) }
        : {}),
    });
    if (!row) throw notFound();
    await auditByCaller(tx, me, 'identity_providers.updated', id, {
      name: row.display_name,
      secret_changed: Boolean(secret),
    });
    return toProvider(row);
  });
}

export async function removeProvider(scope: RequestScope, id: string) {
  await scope.asCaller(async (tx, me) => {
    const row = await q.deleteProvider(tx, id);
    if (!row) throw notFound();
    await auditByCaller(tx, me, 'identity_providers.removed', id, { name: row.display_name });
  });
}

/** Turning password sign-in off for admins needs an enabled provider, or nobody could get in. */
export async function setPasswordSignInOff(
  ctx: AppContext,
  scope: RequestScope,
  roles: SignInMethods['password_sign_in_off'],
) {
  await scope.asCaller(async (tx, me) => {
    const unique = [...new Set(roles)].sort();
    if (unique.includes('admin') && !(await q.listEnabledProviders(tx)).length) {
      throw plainFieldError(
        'password_sign_in_off',
        'Add and enable a sign-in provider before turning off password sign-in for admins.',
      );
    }
    await q.writePasswordSignInOff(tx, me.tenantId, unique);
    await auditByCaller(tx, me, 'settings.password_sign_in_changed', me.tenantId, { off: unique });
  });
  return getSignInMethods(ctx, scope);
}

/** The enabled providers of a school, for its sign-in screen (before sign-in). */
export function listSignInProviders(scope: RequestScope, tenantId: string) {
  return scope.asSchool(tenantId, (tx) => q.listEnabledProviders(tx));
}

/** Whether the school turned password sign-in off for this role (the sign-in service asks). */
export async function passwordSignInOff(tx: Tx, tenantId: string, role: string) {
  return (await q.readPasswordSignInOff(tx, tenantId)).includes(role);
}

/** An enabled provider with its client secret, for a sign-in of its school (before sign-in). */
export async function providerForSignIn(
  ctx: AppContext,
  tx: Tx,
  tenantId: string,
  providerId: string,
) {
  const row = await q.findProvider(tx, providerId);
  if (!row?.enabled) return null;
  const sealed = await q.findSealedSecret(tx, providerId);
  const secret =
    sealed && secretBox(ctx.config.jwtSecret).open(sealed, secretContext(tenantId, providerId));
  if (!secret) return null;
  return {
    id: row.id,
    displayName: row.display_name,
    issuerUrl: row.issuer_url,
    clientId: row.client_id,
    clientSecret: secret,
    allowedDomains: row.allowed_domains,
  };
}
