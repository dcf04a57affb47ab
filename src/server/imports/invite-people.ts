import { newLinkToken } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import type { Me } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { insertOutboxEmails } from '../platform/mail/mail.queries.ts';
import { invitationEmail, schoolNameForMail } from '../accounts/invitations.service.ts';
import { insertInvitations, type InvitationValues } from './imports.queries.ts';

/**
 * Invites people new to the school as 'Add user' does: an invitation each with a link of its own,
 * and its email in the outbox (sent once committed). Answers the invitations' ids by email.
 */
export async function invitePeople(
  ctx: AppContext,
  tx: Tx,
  me: Me,
  people: readonly Omit<InvitationValues, 'token_hash'>[],
): Promise<Map<string, string>> {
  if (!people.length) return new Map();
  const tokens = people.map(() => newLinkToken());
  const inserted = await insertInvitations(
    tx,
    me.tenantId,
    me.userId,
    people.map((person, index) => ({ ...person, token_hash: tokens[index]!.hash })),
  );
  const school = await schoolNameForMail(tx, me.tenantId);
  await insertOutboxEmails(
    tx,
    people.map((person, index) =>
      invitationEmail(ctx, school, {
        tenantId: me.tenantId,
        email: person.email,
        name: person.full_name,
        role: person.role,
        token: tokens[index]!.token,
      }),
    ),
  );
  return new Map(inserted.map((row) => [row.email, row.id]));
}
