import { sql } from 'kysely';
import type { Tx } from '../platform/db/tx.ts';

const PUBLIC_COLUMNS = [
  'id',
  'display_name',
  'issuer_url',
  'client_id',
  'allowed_domains',
  'enabled',
  'created_at',
] as const;

/** The school's providers, without their secrets (app_user cannot select those). */
export function listProviders(tx: Tx) {
  return tx
    .selectFrom('identity_providers')
    .select(PUBLIC_COLUMNS)
    .orderBy('display_name')
    .orderBy('id')
    .execute();
}

export function findProvider(tx: Tx, id: string) {
  return tx
    .selectFrom('identity_providers')
    .select(PUBLIC_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The enabled providers the sign-in screen offers. */
export function listEnabledProviders(tx: Tx) {
  return tx
    .selectFrom('identity_providers')
    .select(['id', 'display_name'])
    .where('enabled', '=', true)
    .orderBy('display_name')
    .orderBy('id')
    .execute();
}

export interface ProviderValues {
  display_name: string;
  issuer_url: string;
  client_id: string;
  allowed_domains: string[];
  enabled: boolean;
}

export function insertProvider(
  tx: Tx,
  tenantId: string,
  id: string,
  values: ProviderValues & { client_secret_encrypted: string },
) {
  return tx
    .insertInto('identity_providers')
    .values({ tenant_id: tenantId, id, ...values })
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateProvider(
  tx: Tx,
  id: string,
  values: ProviderValues & { client_secret_encrypted?: string },
) {
  return tx
    .updateTable('identity_providers')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirst();
}

export function deleteProvider(tx: Tx, id: string) {
  return tx
    .deleteFrom('identity_providers')
    .where('id', '=', id)
    .returning(['id', 'display_name'])
    .executeTakeFirst();
}

/** The encrypted client secret, for the sign-in callback only (81_identity-provider-sign-in.sql). */
export async function findSealedSecret(tx: Tx, id: string): Promise<string | null> {
  const { rows } = await sql<{
    secret: string | null;
  }>`select identity_provider_client_secret(${id}) as secret`.execute(tx);
  return rows[0]?.secret ?? null;
}

export async function readPasswordSignInOff(tx: Tx, tenantId: string): Promise<string[]> {
  const row = await tx
    .selectFrom('tenants')
    .select('password_sign_in_off')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return row?.password_sign_in_off ?? [];
}

export async function writePasswordSignInOff(tx: Tx, tenantId: string, roles: string[]) {
  await tx
    .updateTable('tenants')
    .set({ password_sign_in_off: roles, updated_at: sql`now()` })
    .where('id', '=', tenantId)
    .execute();
}
