import type { AppContext } from '../context.ts';
import type { Me } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { publishUserEvents } from '../platform/live/live.publish.ts';
import { notify } from '../notifications/notify.service.ts';
import { nameOf } from '../profiles/profiles.service.ts';
import * as q from './messages.queries.ts';

export interface NewMessage {
  threadId: string;
  messageId: string;
  subject: string;
  body: string;
}

/** A message body as its notification and the inbox show it: at most 140 characters. */
export const preview = (body: string) => (body.length > 140 ? `${body.slice(0, 139)}…` : body);

/**
 * The single place a new message reaches the thread's other members beyond the thread itself, in
 * the sender's transaction: a live 'message' event (their Messages screens and menu count refresh)
 * and a notification of kind 'message' (their bell, and email or push as each chose; notify()
 * keeps private text off a locked screen when asked). Returns what to run once committed.
 */
export async function announceNewMessage(
  tx: Tx,
  ctx: AppContext,
  me: Me,
  message: NewMessage,
): Promise<() => void> {
  const members = await q.otherMembers(tx, message.threadId, me.userId);
  if (!members.length) return () => undefined;
  await publishUserEvents(
    tx,
    me.tenantId,
    members.map((member) => member.user_id),
    'message',
  );
  const sender = (await nameOf(tx, me.userId)) ?? 'Someone at your school';
  const afterCommit: (() => void)[] = [];
  // Each role opens its own Messages screen.
  for (const role of new Set(members.map((member) => member.role))) {
    const told = await notify(tx, ctx, {
      tenantId: me.tenantId,
      recipientUserIds: members.filter((m) => m.role === role).map((m) => m.user_id),
      kind: 'message',
      title: `New message from ${sender}`,
      body: `${message.subject}: ${preview(message.body)}`,
      link: `/${role}/messages?thread=${message.threadId}`,
      entityRef: `message:${message.messageId}`,
      dedupKey: `message/${message.messageId}`,
    });
    afterCommit.push(() => told.afterCommit());
  }
  return () => afterCommit.forEach((send) => send());
}
