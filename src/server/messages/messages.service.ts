import { AppError } from '@/shared/errors.ts';
import {
  OFFICE,
  type MessageContact,
  type ReplyValues,
  type StartThreadValues,
  type Thread,
  type ThreadPage,
} from '@/shared/schemas/messages.ts';
import type { AppContext } from '../context.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { checkAttachment, type UploadedAttachment } from '../platform/http/attachment.ts';
import { fieldError } from '../platform/http/field-error.ts';
import * as contacts from './contacts.queries.ts';
import { announceNewMessage, preview } from './announce-message.ts';
import { schoolOfficeUserIds } from '../profiles/profiles.service.ts';
import * as q from './messages.queries.ts';

const NO_THREAD = 'No such conversation of yours.';
const iso = (value: Date | string) => new Date(value).toISOString();

export async function listThreads(
  scope: RequestScope,
  query: { view: 'inbox' | 'hidden'; page: number; pageSize: number },
): Promise<ThreadPage> {
  const { page, pageSize } = query;
  const rows = await scope.asCaller((tx, me) =>
    q.threadPage(tx, me.userId, query.view === 'hidden', pageSize, (page - 1) * pageSize),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      studentName: row.student_name,
      withNames: row.with_names,
      lastMessage:
        row.last_body === null
          ? null
          : {
              body: preview(row.last_body),
              senderName: row.last_sender ?? '',
              sentAt: iso(row.last_sent_at!),
            },
      unread: row.unread,
      hidden: row.hidden,
    })),
    total: rows[0]?.total ?? 0,
    page,
    pageSize,
  };
}

export function unreadMessages(scope: RequestScope) {
  return scope.asCaller(async (tx, me) => ({ unread: await q.unreadCount(tx, me.userId) }));
}

/** The 'new message' picker: whom the caller may write to (by role; an admin searches). */
export async function messageContacts(
  scope: RequestScope,
  search: string | undefined,
): Promise<{ contacts: MessageContact[] }> {
  const rows = await scope.asCaller((tx, me) => {
    if (me.role === 'parent') return contacts.parentContacts(tx);
    if (me.role === 'teacher') return contacts.teacherContacts(tx);
    return contacts.adminContacts(tx, search ?? '');
  });
  return {
    contacts: rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      detail: row.detail,
      studentId: row.student_id,
      studentName: row.student_name,
    })),
  };
}

/** Adds a message (and its checked attachment); returns what to run once committed. */
async function addMessage(
  tx: Tx,
  ctx: AppContext,
  me: Me,
  thread: { id: string; subject: string },
  body: string,
  upload: UploadedAttachment | null,
) {
  const threadId = thread.id;
  const file = upload ? await checkAttachment(upload) : null;
  const { id } = await q.insertMessage(tx, {
    tenant_id: me.tenantId,
    thread_id: threadId,
    sender_id: me.userId,
    body,
  });
  if (file) await q.insertAttachment(tx, { tenant_id: me.tenantId, message_id: id, ...file });
  return announceNewMessage(tx, ctx, me, {
    threadId,
    messageId: id,
    subject: thread.subject,
    body,
  });
}

/** Who the recipients are, each checked against the rule; a refusal names the first one refused. */
async function checkRecipients(tx: Tx, me: Me, input: StartThreadValues) {
  if (me.role !== 'admin' && !input.studentId) {
    throw fieldError('studentId', 'Choose which child this message is about', { status: 422 });
  }
  const members = new Map<string, boolean>();
  for (const recipient of input.recipients) {
    if (recipient === OFFICE) {
      if (me.role !== 'parent') {
        throw fieldError('recipients', 'Only parents write to the school office as a group', {
          code: 'FORBIDDEN',
        });
      }
      const admins = await schoolOfficeUserIds(tx);
      if (!admins.length)
        throw fieldError('recipients', 'The school office has nobody to read it', { status: 422 });
      for (const admin of admins) members.set(admin, true);
    } else if (await q.mayMessage(tx, recipient, input.studentId)) {
      members.set(recipient, members.get(recipient) ?? false);
    } else {
      throw fieldError('recipients', refusal(me.role), { code: 'FORBIDDEN' });
    }
  }
  return members;
}

function refusal(role: Me['role']) {
  if (role === 'parent') {
    return "You can write to the teachers of your child's classes and to the school office only";
  }
  if (role === 'teacher') return 'You can write to the guardians of your own students only';
  return 'You can write to active people of your school only, not to yourself';
}

export async function startThread(
  scope: RequestScope,
  ctx: AppContext,
  input: StartThreadValues,
  upload: UploadedAttachment | null,
): Promise<Thread> {
  const { thread, afterCommit } = await scope.asCaller(async (tx, me) => {
    const members = await checkRecipients(tx, me, input);
    const { id } = await q.insertThread(tx, {
      tenant_id: me.tenantId,
      created_by: me.userId,
      student_id: input.studentId,
      subject: input.subject,
    });
    await q.insertMembers(tx, [
      { tenant_id: me.tenantId, thread_id: id, user_id: me.userId, office: false },
      ...[...members].map(([userId, office]) => ({
        tenant_id: me.tenantId,
        thread_id: id,
        user_id: userId,
        office,
      })),
    ]);
    const sent = await addMessage(tx, ctx, me, { id, subject: input.subject }, input.body, upload);
    return { thread: await readThread(tx, me, id), afterCommit: sent };
  });
  afterCommit();
  return thread;
}

async function readThread(tx: Tx, me: Me, id: string): Promise<Thread> {
  const thread = await q.findThread(tx, me.userId, id);
  if (!thread) throw new AppError('NOT_FOUND', NO_THREAD);
  const messages = await q.threadMessages(tx, id);
  return {
    id: thread.id,
    subject: thread.subject,
    studentId: thread.student_id,
    studentName: thread.student_name,
    withNames: thread.with_names,
    hidden: thread.hidden,
    mayReply: thread.may_post,
    messages: messages.map((row) => ({
      id: row.id,
      senderId: row.sender_id,
      senderName: row.sender_name,
      mine: row.sender_id === me.userId,
      body: row.body,
      sentAt: iso(row.sent_at),
      attachment: row.file_name
        ? { name: row.file_name, contentType: row.content_type!, sizeBytes: row.size_bytes! }
        : null,
      reads: row.reads.map((read) => ({ ...read, readAt: iso(read.readAt) })),
    })),
  };
}

/** Opens a conversation: every message from others is read by the caller from now on. */
export function openThread(scope: RequestScope, id: string): Promise<Thread> {
  return scope.asCaller(async (tx, me) => {
    if (!(await q.findThread(tx, me.userId, id))) throw new AppError('NOT_FOUND', NO_THREAD);
    await q.markRead(tx, me.tenantId, me.userId, id);
    return readThread(tx, me, id);
  });
}

export async function replyToThread(
  scope: RequestScope,
  ctx: AppContext,
  id: string,
  input: ReplyValues,
  upload: UploadedAttachment | null,
): Promise<Thread> {
  const { thread: answer, afterCommit } = await scope.asCaller(async (tx, me) => {
    const thread = await q.findThread(tx, me.userId, id);
    if (!thread) throw new AppError('NOT_FOUND', NO_THREAD);
    if (!thread.may_post) {
      throw new AppError('FORBIDDEN', `${refusal(me.role)}: this conversation is closed to you.`);
    }
    const sent = await addMessage(tx, ctx, me, thread, input.body, upload);
    await q.markRead(tx, me.tenantId, me.userId, id);
    return { thread: await readThread(tx, me, id), afterCommit: sent };
  });
  afterCommit();
  return answer;
}

/** Hides (or brings back) a conversation for the caller only; the school keeps it. */
export function hideThread(scope: RequestScope, id: string, hidden: boolean) {
  return scope.asCaller(async (tx, me) => {
    if (!(await q.setHidden(tx, me.userId, id, hidden))) {
      throw new AppError('NOT_FOUND', NO_THREAD);
    }
    return { hidden };
  });
}

export async function messageAttachment(scope: RequestScope, messageId: string) {
  const file = await scope.asCaller((tx) => q.readAttachment(tx, messageId));
  if (!file) throw new AppError('NOT_FOUND', 'This message has no attachment you can open.');
  return file;
}
