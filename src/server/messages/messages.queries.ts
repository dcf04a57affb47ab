import { sql } from 'kysely';
import type { Tx } from '../platform/db/tx.ts';
import { OFFICE_NAME } from '@/shared/schemas/messages.ts';

/** Messages' SQL. Row-level security (78_message-policies.sql) shows only the caller's threads. */

export interface ThreadSummaryRow {
  id: string;
  subject: string;
  student_name: string | null;
  with_names: string[];
  last_body: string | null;
  last_sender: string | null;
  last_sent_at: Date | string | null;
  unread: number;
  hidden: boolean;
}

/** The display name of a member: 'School office' for the admins there as the office. */
const memberName = sql`case when m.office then ${sql.lit(OFFICE_NAME)} else p.full_name end`;

/** The caller's threads (hidden or not), latest message first, a page at a time, with a total. */
export async function threadPage(
  tx: Tx,
  userId: string,
  hidden: boolean,
  limit: number,
  offset: number,
) {
  const { rows } = await sql<ThreadSummaryRow & { total: number }>`
    select t.id, t.subject, s.full_name as student_name,
           coalesce((select array_agg(distinct ${memberName} order by ${memberName})
                       from message_thread_members m
                       join profiles p on p.tenant_id = m.tenant_id and p.user_id = m.user_id
                      where m.tenant_id = t.tenant_id and m.thread_id = t.id
                        and m.user_id <> ${userId}), '{}') as with_names,
           last.body as last_body, last.sender as last_sender, last.sent_at as last_sent_at,
           (select count(*)::int from thread_messages x
             where x.tenant_id = t.tenant_id and x.thread_id = t.id
               and x.sender_id is distinct from ${userId}
               and not exists (select 1 from thread_message_reads r
                                where r.tenant_id = x.tenant_id and r.message_id = x.id
                                  and r.user_id = ${userId})) as unread,
           me.hidden, count(*) over ()::int as total
      from message_thread_members me
      join message_threads t on t.tenant_id = me.tenant_id and t.id = me.thread_id
      left join students s on s.tenant_id = t.tenant_id and s.id = t.student_id
      left join lateral (
        select x.body, x.sent_at, coalesce(sp.full_name, 'Former member') as sender
          from thread_messages x
          left join profiles sp on sp.tenant_id = x.tenant_id and sp.user_id = x.sender_id
         where x.tenant_id = t.tenant_id and x.thread_id = t.id
         order by x.sent_at desc limit 1) last on true
     where me.user_id = ${userId} and me.hidden = ${hidden}
     order by coalesce(last.sent_at, t.created_at) desc, t.id
     limit ${limit} offset ${offset}`.execute(tx);
  return rows;
}

/** Messages in the caller's threads, from others, that the caller has not opened (hidden: not counted). */
export async function unreadCount(tx: Tx, userId: string): Promise<number> {
  const { rows } = await sql<{ unread: number }>`
    select count(*)::int as unread
      from message_thread_members me
      join thread_messages x on x.tenant_id = me.tenant_id and x.thread_id = me.thread_id
     where me.user_id = ${userId} and not me.hidden
       and x.sender_id is distinct from ${userId}
       and not exists (select 1 from thread_message_reads r
                        where r.tenant_id = x.tenant_id and r.message_id = x.id
                          and r.user_id = ${userId})`.execute(tx);
  return rows[0]?.unread ?? 0;
}

export interface ThreadRow {
  id: string;
  subject: string;
  student_id: string | null;
  student_name: string | null;
  hidden: boolean;
  may_post: boolean;
  with_names: string[];
}

export async function findThread(tx: Tx, userId: string, id: string) {
  const { rows } = await sql<ThreadRow>`
    select t.id, t.subject, t.student_id, s.full_name as student_name, me.hidden,
           app_may_post(t.id) as may_post,
           coalesce((select array_agg(distinct ${memberName} order by ${memberName})
                       from message_thread_members m
                       join profiles p on p.tenant_id = m.tenant_id and p.user_id = m.user_id
                      where m.tenant_id = t.tenant_id and m.thread_id = t.id
                        and m.user_id <> ${userId}), '{}') as with_names
      from message_threads t
      join message_thread_members me on me.tenant_id = t.tenant_id and me.thread_id = t.id
                                    and me.user_id = ${userId}
      left join students s on s.tenant_id = t.tenant_id and s.id = t.student_id
     where t.id = ${id}`.execute(tx);
  return rows[0];
}

export interface MessageRow {
  id: string;
  sender_id: string | null;
  sender_name: string;
  body: string;
  sent_at: Date | string;
  file_name: string | null;
  content_type: string | null;
  size_bytes: number | null;
  reads: { userId: string; name: string; readAt: string }[];
}

export async function threadMessages(tx: Tx, threadId: string) {
  const { rows } = await sql<MessageRow>`
    select x.id, x.sender_id, coalesce(sp.full_name, 'Former member') as sender_name, x.body,
           x.sent_at, a.file_name, a.content_type, a.size_bytes,
           coalesce((select json_agg(json_build_object('userId', r.user_id, 'name', rp.full_name,
                                                       'readAt', r.read_at) order by r.read_at)
                       from thread_message_reads r
                       join profiles rp on rp.tenant_id = r.tenant_id and rp.user_id = r.user_id
                      where r.tenant_id = x.tenant_id and r.message_id = x.id), '[]') as reads
      from thread_messages x
      left join profiles sp on sp.tenant_id = x.tenant_id and sp.user_id = x.sender_id
      left join thread_message_attachments a on a.tenant_id = x.tenant_id and a.message_id = x.id
     where x.thread_id = ${threadId}
     order by x.sent_at, x.id`.execute(tx);
  return rows;
}

/** Marks every message of the thread from others as read by the caller, now (first open only). */
export async function markRead(tx: Tx, tenantId: string, userId: string, threadId: string) {
  await sql`
    insert into thread_message_reads (tenant_id, message_id, user_id)
    select x.tenant_id, x.id, ${userId}::uuid from thread_messages x
     where x.thread_id = ${threadId} and x.sender_id is distinct from ${userId}
       and x.tenant_id = ${tenantId}
    on conflict do nothing`.execute(tx);
}

export async function setHidden(tx: Tx, userId: string, threadId: string, hidden: boolean) {
  const result = await tx
    .updateTable('message_thread_members')
    .set({ hidden })
    .where('thread_id', '=', threadId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Who may the caller write to, one question per person (app_may_message, 56_message-rules.sql). */
export async function mayMessage(tx: Tx, recipientId: string, studentId: string | null) {
  const { rows } = await sql<{ ok: boolean }>`
    select app_may_message(${recipientId}::uuid, ${studentId}::uuid) as ok`.execute(tx);
  return rows[0]?.ok === true;
}

export async function insertThread(
  tx: Tx,
  row: { tenant_id: string; created_by: string; student_id: string | null; subject: string },
) {
  return tx.insertInto('message_threads').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function insertMembers(
  tx: Tx,
  rows: { tenant_id: string; thread_id: string; user_id: string; office: boolean }[],
) {
  await tx.insertInto('message_thread_members').values(rows).execute();
}

export async function insertMessage(
  tx: Tx,
  row: { tenant_id: string; thread_id: string; sender_id: string; body: string },
) {
  return tx.insertInto('thread_messages').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function insertAttachment(
  tx: Tx,
  row: {
    tenant_id: string;
    message_id: string;
    file_name: string;
    content_type: string;
    content: Uint8Array;
  },
) {
  await tx
    .insertInto('thread_message_attachments')
    .values({ ...row, size_bytes: row.content.byteLength })
    .execute();
}

export function readAttachment(tx: Tx, messageId: string) {
  return tx
    .selectFrom('thread_message_attachments')
    .select(['file_name', 'content_type', 'content'])
    .where('message_id', '=', messageId)
    .executeTakeFirst();
}

/** The other members of a thread (whom a new message reaches), with their role. */
export function otherMembers(tx: Tx, threadId: string, userId: string) {
  return tx
    .selectFrom('message_thread_members as m')
    .innerJoin('profiles as p', (join) =>
      join.onRef('p.tenant_id', '=', 'm.tenant_id').onRef('p.user_id', '=', 'm.user_id'),
    )
    .select(['m.user_id', 'p.role'])
    .where('m.thread_id', '=', threadId)
    .where('m.user_id', '<>', userId)
    .execute();
}
