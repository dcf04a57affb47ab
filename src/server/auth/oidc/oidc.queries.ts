import { sql } from 'kysely';
import type { RoleColumn } from '../../platform/db/schema.ts';
import type { Tx } from '../../platform/db/tx.ts';

/** The open invitation of an email in the request's school (81_identity-provider-sign-in.sql). */
export async function findOpenInvitationByEmail(tx: Tx, email: string) {
  const { rows } = await sql<{
    id: string;
    email: string;
    role: RoleColumn;
    full_name: string | null;
  }>`select * from identity_provider_open_invitation(${email})`.execute(tx);
  return rows[0];
}

export async function insertHandoff(
  tx: Tx,
  values: { tenantId: string; codeHash: string; userId: string; providerId: string },
) {
  await tx
    .insertInto('sign_in_handoffs')
    .values({
      tenant_id: values.tenantId,
      code_hash: values.codeHash,
      user_id: values.userId,
      provider_id: values.providerId,
    })
    .execute();
}

/** Spends a handoff code once, within its lifetime: the user and provider, or nothing. */
export async function spendHandoff(tx: Tx, codeHash: string, maxAgeSeconds: number) {
  const { rows } = await sql<{
    user_id: string;
    provider_id: string;
  }>`select * from identity_provider_spend_handoff(${codeHash}, ${maxAgeSeconds})`.execute(tx);
  return rows[0];
}
