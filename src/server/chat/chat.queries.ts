import { sql } from 'kysely';
import type { ChatProvider } from '@/shared/rules/provider-choice.ts';
import type { IMAGE_MIME_TYPES } from '@/shared/schemas/chat.ts';
import type { Tx } from '../platform/db/tx.ts';

export const NEW_CHAT = 'New chat';

// Conversations are the caller's own: row-level security (db/routines/77_chat-policies.sql) shows a user only theirs.

export async function listConversations(tx: Tx, limit: number) {
  return tx
    .selectFrom('conversations')
    .select(['id', 'title', sql<string>`updated_at::text`.as('updatedAt')])
    .where('user_id', '=', sql<string>`app_user_id()`)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function findConversation(tx: Tx, id: string) {
  return tx
    .selectFrom('conversations')
    .select(['id', 'title', sql<string>`updated_at::text`.as('updatedAt')])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function conversationMessages(tx: Tx, id: string) {
  return tx
    .selectFrom('conversation_messages as m')
    .leftJoin('conversation_message_images as i', (join) =>
      join.onRef('i.tenant_id', '=', 'm.tenant_id').onRef('i.message_id', '=', 'm.id'),
    )
    .select([
      sql<string>`m.id::text`.as('id'),
      'm.role',
      'm.content',
      sql<ChatProvider | null>`m.provider`.as('provider'),
      'i.name as imageName',
    ])
    .where('m.conversation_id', '=', id)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
}

/** The image sent with one of the caller's messages (none: not theirs, or no image). */
export async function findMessageImage(tx: Tx, messageId: string) {
  return tx
    .selectFrom('conversation_message_images')
    .select(['content_type as contentType', 'name', 'data'])
    .where('message_id', '=', Number(messageId))
    .executeTakeFirst();
}

export async function insertMessageImage(
  tx: Tx,
  row: {
    tenantId: string;
    userId: string;
    messageId: string;
    contentType: (typeof IMAGE_MIME_TYPES)[number];
    name: string;
    data: Buffer;
  },
): Promise<void> {
  await tx
    .insertInto('conversation_message_images')
    .values({
      tenant_id: row.tenantId,
      user_id: row.userId,
      message_id: Number(row.messageId),
      content_type: row.contentType,
      name: row.name,
      data: row.data,
    })
    .execute();
}

export async function insertConversation(
  tx: Tx,
  row: { tenantId: string; userId: string; title: string },
): Promise<string> {
  const inserted = await tx
    .insertInto('conversations')
    .values({ tenant_id: row.tenantId, user_id: row.userId, title: row.title })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertMessage(
  tx: Tx,
  row: {
    tenantId: string;
    userId: string;
    conversationId: string;
    role: 'user' | 'assistant';
    content: string;
    provider: ChatProvider | null;
  },
): Promise<string> {
  const inserted = await tx
    .insertInto('conversation_messages')
    .values({
      tenant_id: row.tenantId,
      user_id: row.userId,
      conversation_id: row.conversationId,
      role: row.role,
      content: row.content,
      provider: row.provider,
    })
    .returning(sql<string>`id::text`.as('id'))
    .executeTakeFirstOrThrow();
  await tx
    .updateTable('conversations')
    .set({ updated_at: sql`now()` })
    .where('id', '=', row.conversationId)
    .execute();
  return inserted.id;
}

/** A conversation started with 'New chat' takes its title from its first question. */
export async function titleUntitled(tx: Tx, id: string, title: string): Promise<void> {
  await tx
    .updateTable('conversations')
    .set({ title })
    .where('id', '=', id)
    .where('title', '=', NEW_CHAT)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('conversation_messages').select('id').where('conversation_id', '=', id),
        ),
      ),
    )
    .execute();
}

export async function deleteConversation(tx: Tx, id: string): Promise<boolean> {
  const result = await tx.deleteFrom('conversations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
