import { sql, type RawBuilder } from 'kysely';
import type { StaffRole, StaffSort, StudentSort } from '@/shared/schemas/directory.ts';
import { likePattern } from '../platform/db/like-pattern.ts';
import type { Tx } from '../platform/db/tx.ts';

/**
 * The Teachers, Students and Parents screens. A list is one statement: the page of rows (indexed
 * filter and order, the total by `count(*) over ()`), then for those rows only their classes,
 * guardians or children, one subquery each on an index (no query per row from the server).
 */

export type Status = 'active' | 'inactive';

/** json_agg comes back parsed from node-postgres and PGlite alike; text is read just in case. */
export const fromJson = <T>(value: unknown, empty: T): T =>
  value === null || value === undefined
    ? empty
    : typeof value === 'string'
      ? (JSON.parse(value) as T)
      : (value as T);

const direction = (order: 'asc' | 'desc') => (order === 'desc' ? sql`desc` : sql`asc`);

/** What a list is asked for: its filters and its sorted page (directory.service.ts, pageWindow). */
interface ListWindow<Sort> {
  search?: string;
  status?: Status;
  sort: Sort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface StudentListRow {
  id: string;
  full_name: string;
  roll_number: string;
  grade_level: number;
  section: string;
  email: string | null;
  status: Status;
  has_account: boolean;
  class_count: number;
  guardians: unknown;
  total: number;
}

export async function listStudents(
  tx: Tx,
  tenantId: string,
  filter: ListWindow<StudentSort> & { grade?: number },
): Promise<StudentListRow[]> {
  const dir = direction(filter.order);
  const orderBy: Record<StudentSort, RawBuilder<unknown>> = {
    name: sql`lower(s.full_name) ${dir}`,
    rollNumber: sql`s.roll_number ${dir}`,
    grade: sql`s.grade_level ${dir}, s.section ${dir}`,
    status: sql`s.status ${dir}`,
  };
  const order = sql`${orderBy[filter.sort]}, lower(s.full_name), s.id`;
  const like = filter.search ? likePattern(filter.search) : null;
  const { rows } = await sql<StudentListRow>`
    with page as (
      select s.tenant_id, s.id, s.full_name, s.roll_number, s.grade_level, s.section, s.email,
             s.status, s.user_id is not null as has_account, count(*) over ()::int as total
        from students s
       where s.tenant_id = ${tenantId}
         ${like ? sql`and (lower(s.full_name) like ${like} or lower(s.roll_number) like ${like} or s.email like ${like})` : sql``}
         ${filter.grade ? sql`and s.grade_level = ${filter.grade}` : sql``}
         ${filter.status ? sql`and s.status = ${filter.status}` : sql``}
       order by ${order}
       limit ${filter.limit} offset ${filter.offset})
    select s.*,
           (select count(*)::int from enrolments e
             where e.tenant_id = s.tenant_id and e.student_id = s.id) as class_count,
           (select json_agg(json_build_object('id', g.parent_user_id, 'name', p.full_name)
                            order by g.slot)
              from guardianships g
              join profiles p on p.tenant_id = g.tenant_id and p.user_id = g.parent_user_id
             where g.tenant_id = s.tenant_id and g.student_id = s.id) as guardians
      from page s
     order by ${order}`.execute(tx);
  return rows;
}

export interface StaffListRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  status: Status;
  last_login: Date | string | null;
  invited: boolean;
  expires_at: Date | string | null;
  links: unknown;
  subjects: unknown;
  total: number;
}

/** Teachers or parents: their accounts, and the invitations of that role not accepted yet. */
export async function listStaff(
  tx: Tx,
  tenantId: string,
  role: StaffRole,
  filter: ListWindow<StaffSort>,
): Promise<StaffListRow[]> {
  const dir = direction(filter.order);
  const orderBy: Record<StaffSort, RawBuilder<unknown>> = {
    name: sql`lower(s.name) ${dir}`,
    email: sql`s.email ${dir}`,
    status: sql`s.status ${dir}`,
    lastLogin: sql`s.last_login ${dir} nulls last`,
  };
  const order = sql`${orderBy[filter.sort]}, lower(s.name), s.id`;
  const like = filter.search ? likePattern(filter.search) : null;
  const links =
    role === 'teacher'
      ? sql`(select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id)
               from classes c where c.tenant_id = s.tenant_id and c.teacher_id = s.id)`
      : sql`(select json_agg(json_build_object('id', st.id, 'name', st.full_name)
                             order by st.full_name, st.id)
               from guardianships g
               join students st on st.tenant_id = g.tenant_id and st.id = g.student_id
              where g.tenant_id = s.tenant_id and g.parent_user_id = s.id)`;
  const subjects =
    role === 'teacher'
      ? sql`(select json_agg(distinct sub.name)
               from classes c
               join subjects sub on sub.tenant_id = c.tenant_id and sub.id = c.subject_id
              where c.tenant_id = s.tenant_id and c.teacher_id = s.id)`
      : sql`null`;
  const { rows } = await sql<StaffListRow>`
    with people as (
      select p.tenant_id, p.user_id as id, p.full_name as name, p.email, p.phone, p.status,
             p.last_login_at as last_login, false as invited, null::timestamptz as expires_at
        from profiles p
       where p.tenant_id = ${tenantId} and p.role = ${role}
      union all
      select i.tenant_id, i.id, coalesce(i.full_name, i.email), i.email, null, 'active', null,
             true, i.expires_at
        from invitations i
       where i.tenant_id = ${tenantId} and i.role = ${role} and i.accepted_at is null),
    page as (
      select s.*, count(*) over ()::int as total
        from people s
       where true
         ${like ? sql`and (lower(s.name) like ${like} or s.email like ${like})` : sql``}
         ${filter.status ? sql`and s.status = ${filter.status}` : sql``}
       order by ${order}
       limit ${filter.limit} offset ${filter.offset})
    select s.*, ${links} as links, ${subjects} as subjects
      from page s
     order by ${order}`.execute(tx);
  return rows;
}
