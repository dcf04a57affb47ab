import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import type { greenwood } from './demo.ts';
import { bearer, signIn } from './demo.ts';
import type { TestApp } from './test-app.ts';

/** The token of the newest invitation email to `to`, from the outbox (its /join link). */
export async function invitationToken(inspect: Kysely<Database>, to: string): Promise<string> {
  const email = await inspect
    .selectFrom('email_outbox')
    .select('body')
    .where('to_email', '=', to)
    .where('subject', 'like', 'You are invited to join %')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const fragment = /\/join#(\S+)/.exec(email.body)?.[1] ?? '';
  const token = new URLSearchParams(fragment).get('token');
  if (!token) throw new Error(`No join link in the invitation email to ${to}`);
  return token;
}

/**
 * The link of a demo school's open invitation, got the way the README tells a person trying the
 * demo: the school's admin resends the invitation, and the email carries a new link.
 */
export async function demoInvitationToken(
  t: Pick<TestApp, 'app' | 'inspect'>,
  school: typeof greenwood,
  email: string,
): Promise<string> {
  const admin = bearer(await signIn(t.app, school, 'admin'));
  const listed = await t.app.inject({
    url: '/api/admin/users',
    query: { search: email },
    headers: admin,
  });
  const row = listed.json<{ rows: { id: string; email: string; invited: boolean }[] }>().rows[0];
  if (row?.email !== email || !row.invited) throw new Error(`No open invitation for ${email}`);
  const resent = await t.app.inject({
    method: 'POST',
    url: `/api/admin/invitations/${row.id}/resend`,
    headers: admin,
  });
  if (resent.statusCode !== 200) throw new Error(`resend failed: ${resent.body}`);
  return invitationToken(t.inspect, email);
}
