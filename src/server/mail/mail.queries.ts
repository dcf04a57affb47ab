import type { Tx } from '../db/tx.ts';

export interface OutgoingEmail {
  tenantId: string;
  to: string;
  subject: string;
  body: string;
}

export async function insertOutboxEmail(tx: Tx, email: OutgoingEmail) {
  await tx
    .insertInto('email_outbox')
    .values({
      tenant_id: email.tenantId,
      to_email: email.to,
      subject: email.subject,
      body: email.body,
    })
    .execute();
}
