import { sql } from 'kysely';
import type { AnnouncementValues } from '@/shared/schemas/announcements.ts';
import type { Tx } from '../platform/db/tx.ts';

export interface AnnouncementRow {
  id: string;
  title: string;
  body: string;
  author_name: string;
  created_at: Date;
  read_at: Date | null;
}

export interface SentRow extends Omit<AnnouncementRow, 'read_at'> {
  audience: 'classes' | 'school' | 'role' | 'grades';
  audience_role: string | null;
  grades: number[];
  class_names: string[];
  recipients: number;
  read: number;
}

const asInput = (input: AnnouncementValues) => ({
  audience: input.audience,
  classIds: sql<string[]>`${sql.val(input.classIds)}::uuid[]`,
  grades: sql<number[]>`${sql.val(input.grades)}::smallint[]`,
  role: input.audience === 'role' ? (input.role ?? null) : null,
});

/** The who-may-post rule of 79a_announcement-policies.sql, asked before the insert. */
export async function mayPost(tx: Tx, input: AnnouncementValues): Promise<boolean> {
  const a = asInput(input);
  const { rows } = await sql<{ ok: boolean }>`
    select app_may_post_announcement(${a.audience}, ${a.classIds}, ${a.grades}, ${a.role}) as ok
  `.execute(tx);
  return rows[0]?.ok === true;
}

/** The classes among these ids that the teacher teaches (null: that the school has). */
export async function classIdsOf(
  tx: Tx,
  ids: readonly string[],
  teacherId: string | null,
): Promise<string[]> {
  if (!ids.length) return [];
  let query = tx.selectFrom('classes').select('id').where('id', 'in', ids);
  if (teacherId) query = query.where('teacher_id', '=', teacherId);
  return (await query.execute()).map((row) => row.id);
}

export async function insertAnnouncement(
  tx: Tx,
  tenantId: string,
  authorId: string,
  input: AnnouncementValues,
): Promise<{ id: string; created_at: Date }> {
  const a = asInput(input);
  return tx
    .insertInto('announcements')
    .values({
      tenant_id: tenantId,
      author_id: authorId,
      audience: input.audience,
      class_ids: a.classIds,
      grades: a.grades,
      audience_role: a.role as 'teacher' | 'parent' | 'admin' | null,
      title: input.title,
      body: input.body,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The audience resolved once, set-based: one INSERT … SELECT; returns the recipients' ids. */
export async function insertRecipients(
  tx: Tx,
  tenantId: string,
  announcementId: string,
  input: AnnouncementValues,
): Promise<string[]> {
  const a = asInput(input);
  const { rows } = await sql<{ user_id: string }>`
    insert into announcement_recipients (tenant_id, announcement_id, user_id)
    select ${tenantId}::uuid, ${announcementId}::uuid, audience.id
      from app_announcement_audience(${a.audience}, ${a.classIds}, ${a.grades}, ${a.role})
           as audience (id)
    returning user_id
  `.execute(tx);
  return rows.map((row) => row.user_id);
}

function feedOf(tx: Tx, userId: string) {
  return tx
    .selectFrom('announcement_recipients as r')
    .innerJoin('announcements as a', (join) =>
      join.onRef('a.tenant_id', '=', 'r.tenant_id').onRef('a.id', '=', 'r.announcement_id'),
    )
    .where('r.user_id', '=', userId);
}

const authorName = sql<string>`coalesce((select p.full_name from profiles p
  where p.tenant_id = a.tenant_id and p.user_id = a.author_id), 'School')`;

export async function feedPage(
  tx: Tx,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: AnnouncementRow[]; total: number; unread: number }> {
  const rows = await feedOf(tx, userId)
    .select(['a.id', 'a.title', 'a.body', 'a.created_at', 'r.read_at'])
    .select(authorName.as('author_name'))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const counts = await feedOf(tx, userId)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where r.read_at is null))::int`.as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { rows, ...counts };
}

/** Marks the caller's copy read (once); undefined when it is not one of theirs. */
export async function markRead(
  tx: Tx,
  userId: string,
  id: string,
): Promise<AnnouncementRow | undefined> {
  await tx
    .updateTable('announcement_recipients')
    .set({ read_at: sql`now()` })
    .where('announcement_id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  return feedOf(tx, userId)
    .select(['a.id', 'a.title', 'a.body', 'a.created_at', 'r.read_at'])
    .select(authorName.as('author_name'))
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** Posts (of an author, or one by id; an admin: the school's), newest first, with read counts (n of m). */
export async function sentPage(
  tx: Tx,
  only: { authorId?: string; id?: string },
  page: number,
  pageSize: number,
): Promise<{ rows: SentRow[]; total: number }> {
  let base = tx.selectFrom('announcements as a');
  if (only.authorId) base = base.where('a.author_id', '=', only.authorId);
  if (only.id) base = base.where('a.id', '=', only.id);
  const rows = await base
    .select(['a.id', 'a.title', 'a.body', 'a.created_at', 'a.audience', 'a.audience_role'])
    .select(authorName.as('author_name'))
    .select(sql<number[]>`a.grades::int[]`.as('grades'))
    .select(
      sql<string[]>`array(select c.name from classes c
        where c.tenant_id = a.tenant_id and c.id = any (a.class_ids) order by c.name)`.as(
        'class_names',
      ),
    )
    .select(
      sql<number>`(select count(*)::int from announcement_recipients r
        where r.tenant_id = a.tenant_id and r.announcement_id = a.id)`.as('recipients'),
    )
    .select(
      sql<number>`(select count(*)::int from announcement_recipients r
        where r.tenant_id = a.tenant_id and r.announcement_id = a.id
          and r.read_at is not null)`.as('read'),
    )
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { total } = await base
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

/** What a caller may pick: their classes (a teacher) or all (an admin), and the school's grades. */
export async function audienceChoices(tx: Tx, teacherId: string | null) {
  // Named with their subject: a grade's section has a class per subject.
  let classes = tx
    .selectFrom('classes as c')
    .leftJoin('subjects as s', (join) =>
      join.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.id', '=', 'c.subject_id'),
    )
    .select(['c.id', sql<string>`c.name || coalesce(' ' || s.name, '')`.as('name')])
    .orderBy('name');
  if (teacherId) classes = classes.where('c.teacher_id', '=', teacherId);
  const grades = await tx
    .selectFrom('students')
    .select('grade_level')
    .distinct()
    .where('status', '=', 'active')
    .orderBy('grade_level')
    .execute();
  return { classes: await classes.execute(), grades: grades.map((row) => row.grade_level) };
}
