import { AppError } from '@/shared/errors.ts';
import {
  ANNOUNCEMENTS_PATH,
  type Announcement,
  type AnnouncementAudiences,
  type AnnouncementFeed,
  type AnnouncementValues,
  type SentAnnouncement,
} from '@/shared/schemas/announcements.ts';
import type { AppContext } from '../context.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { fieldError } from '../platform/http/field-error.ts';
import { publishUserEvents } from '../platform/live/live.publish.ts';
import { notify, type NotifyOutcome } from '../notifications/notify.service.ts';
import * as q from './announcements.queries.ts';

const NO_ANNOUNCEMENT = 'No such announcement.';
const forbidden = (path: string, message: string) =>
  fieldError(path, message, { code: 'FORBIDDEN' });

function toAnnouncement(row: q.AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    authorName: row.author_name,
    createdAt: new Date(row.created_at).toISOString(),
    readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
  };
}

const ROLE_LABELS: Record<string, string> = {
  teacher: 'All teachers',
  parent: 'All parents',
  admin: 'All admins',
};

function audienceLabel(row: q.SentRow): string {
  switch (row.audience) {
    case 'school':
      return 'Whole school';
    case 'role':
      return ROLE_LABELS[row.audience_role ?? ''] ?? 'A role';
    case 'grades':
      return `Families of grade ${row.grades.join(', ')}`;
    default:
      return `Families of ${row.class_names.join(', ')}`;
  }
}

/** The who-may-post rule, said field by field; the insert policy holds the same rule. */
async function checkMayPost(tx: Tx, me: Me, input: AnnouncementValues) {
  if (me.role === 'teacher' && input.audience !== 'classes') {
    throw forbidden('audience', 'Teachers post to the families of their own classes only');
  }
  if (input.audience === 'classes') {
    const teacherId = me.role === 'teacher' ? me.userId : null;
    const known = new Set(await q.classIdsOf(tx, input.classIds, teacherId));
    if (input.classIds.some((id) => !known.has(id))) {
      throw forbidden(
        'classIds',
        teacherId ? 'Choose classes you teach' : 'Choose classes of the school',
      );
    }
  }
  if (!(await q.mayPost(tx, input))) {
    throw forbidden('audience', 'You may not post to this audience');
  }
}

/**
 * Tells the recipients through the notification centre (in the portal, email and push as each
 * chose), and publishes the live event that refreshes their announcements feed.
 */
async function deliverAnnouncement(
  tx: Tx,
  ctx: AppContext,
  me: Me,
  announcement: { id: string; title: string; body: string; authorName: string },
  recipientIds: readonly string[],
): Promise<NotifyOutcome> {
  const { title, body, authorName } = announcement;
  const outcome = await notify(tx, ctx, {
    tenantId: me.tenantId,
    recipientUserIds: recipientIds,
    kind: 'announcement',
    title,
    body,
    link: ANNOUNCEMENTS_PATH,
    entityRef: `announcement:${announcement.id}`,
    dedupKey: `announcement/${announcement.id}`,
    email: {
      subject: `Announcement: ${title}`,
      body: (name) =>
        `Dear ${name},\n\n${authorName} posted an announcement.\n\n${title}\n\n${body}\n\n` +
        `Open: ${ctx.config.publicUrl.replace(/\/$/, '')}${ANNOUNCEMENTS_PATH}`,
    },
  });
  await publishUserEvents(tx, me.tenantId, recipientIds, 'announcement');
  return outcome;
}

/** Posts an announcement: recipients resolved at once, emails queued, all in one transaction. */
export async function postAnnouncement(
  scope: RequestScope,
  ctx: AppContext,
  input: AnnouncementValues,
): Promise<SentAnnouncement> {
  const { sent, told } = await scope.asCaller(async (tx, me) => {
    await checkMayPost(tx, me, input);
    const { id } = await q.insertAnnouncement(tx, me.tenantId, me.userId, input);
    const recipients = await q.insertRecipients(tx, me.tenantId, id, input);
    const row = (await q.sentPage(tx, { id }, 1, 1)).rows[0]!;
    const outcome = await deliverAnnouncement(
      tx,
      ctx,
      me,
      { ...row, authorName: row.author_name },
      recipients,
    );
    return { sent: toSent(row), told: outcome };
  });
  told.afterCommit();
  return sent;
}

function toSent(row: q.SentRow): SentAnnouncement {
  const { readAt: _readAt, ...base } = toAnnouncement({ ...row, read_at: null });
  return { ...base, audienceLabel: audienceLabel(row), recipients: row.recipients, read: row.read };
}

export async function getFeed(
  scope: RequestScope,
  page: number,
  pageSize: number,
): Promise<AnnouncementFeed> {
  const { rows, total, unread } = await scope.asCaller((tx, me) =>
    q.feedPage(tx, me.userId, page, pageSize),
  );
  return { items: rows.map(toAnnouncement), total, unread, page, pageSize };
}

/** Opens one of the caller's announcements and marks it read; another's id is a 404. */
export async function openAnnouncement(scope: RequestScope, id: string): Promise<Announcement> {
  const row = await scope.asCaller((tx, me) => q.markRead(tx, me.userId, id));
  if (!row) throw new AppError('NOT_FOUND', NO_ANNOUNCEMENT);
  return toAnnouncement(row);
}

/** The caller's posts with read counts; an admin sees every post of the school. */
export async function getSent(scope: RequestScope, page: number, pageSize: number) {
  const { rows, total } = await scope.asCaller((tx, me) =>
    q.sentPage(tx, me.role === 'admin' ? {} : { authorId: me.userId }, page, pageSize),
  );
  return { items: rows.map(toSent), total, page, pageSize };
}

export async function getAudiences(scope: RequestScope): Promise<AnnouncementAudiences> {
  return scope.asCaller(async (tx, me) => {
    const admin = me.role === 'admin';
    const choices = await q.audienceChoices(tx, admin ? null : me.userId);
    return {
      audiences: admin ? ['school', 'role', 'grades', 'classes'] : ['classes'],
      classes: choices.classes,
      grades: admin ? choices.grades : [],
    };
  });
}
