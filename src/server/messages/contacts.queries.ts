import { sql } from 'kysely';
import type { Tx } from '../platform/db/tx.ts';

/**
 * The people the caller may write to, for the 'new message' picker. Candidates are read broadly
 * and kept by the one rule, app_may_message (56_message-rules.sql), so the picker never offers
 * anyone the insert would refuse.
 */
export interface ContactRow {
  id: string;
  name: string;
  role: 'admin' | 'teacher' | 'parent' | 'student' | 'office';
  detail: string | null;
  student_id: string | null;
  student_name: string | null;
}

/** A parent: each child's teachers (with their subjects and classes), then the school office. */
export async function parentContacts(tx: Tx): Promise<ContactRow[]> {
  const { rows } = await sql<ContactRow>`
    select * from (
      select p.user_id::text as id, p.full_name as name, p.role, (
               select string_agg(distinct sub.name || ' · ' || c.name, ', ')
                 from enrolments e
                 join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
                 join subjects sub on sub.tenant_id = c.tenant_id and sub.id = c.subject_id
                where e.student_id = ch.id and c.teacher_id = p.user_id) as detail,
             ch.id as student_id, ch.full_name as student_name, ch.place, 0 as rank
        from app_parent_children() ch
        cross join profiles p
       where p.role = 'teacher' and app_may_message(p.user_id, ch.id)
      union all
      select 'office', 'School office', 'office', 'The school''s administrators', ch.id,
             ch.full_name, ch.place, 1
        from app_parent_children() ch
       where exists (select 1 from app_school_office())
    ) contacts
    order by place, rank, name`.execute(tx);
  return rows;
}

/** A teacher: the guardians of their students, by student. */
export async function teacherContacts(tx: Tx): Promise<ContactRow[]> {
  const { rows } = await sql<ContactRow>`
    select p.user_id::text as id, p.full_name as name, p.role,
           coalesce(nullif(g.relationship, ''), 'Guardian') as detail,
           s.id as student_id, s.full_name as student_name
      from guardianships g
      join students s on s.tenant_id = g.tenant_id and s.id = g.student_id
      join profiles p on p.tenant_id = g.tenant_id and p.user_id = g.parent_user_id
     where s.status = 'active' and app_may_message(g.parent_user_id, g.student_id)
     order by s.full_name, s.id, g.slot`.execute(tx);
  return rows;
}

/** An admin: anyone active in the school whose name or email matches, 30 at most. */
export async function adminContacts(tx: Tx, search: string): Promise<ContactRow[]> {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await sql<ContactRow>`
    select p.user_id::text as id, p.full_name as name, p.role, p.email as detail,
           null::uuid as student_id, null::text as student_name
      from profiles p
     where (p.full_name ilike ${like} or p.email ilike ${like})
       and app_may_message(p.user_id, null)
     order by p.full_name, p.user_id
     limit 30`.execute(tx);
  return rows;
}
