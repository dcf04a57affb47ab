import { sql } from 'kysely';
import type { Role } from '@/shared/schemas/auth.ts';
import type { Tx } from '../../platform/db/tx.ts';
import type { Term } from './ask-when.ts';

// The parser's vocabulary, read as the caller (row-level security decides what they see): the
// students they may see (a parent's own children, a teacher's students, an admin's school), the
// classes of the school with `mine` for the caller's own (a teacher's, a parent's children's), the
// subjects, the teachers and the school's terms.

export interface VocabStudent {
  id: string;
  name: string;
  grade: number;
  section: string;
  /** The caller's own child (a parent's). */
  child: boolean;
}

export interface VocabClass {
  id: string;
  name: string;
  grade: number | null;
  subject: string;
  teacherId: string;
  teacher: string;
  email: string;
  mine: boolean;
}

export interface VocabTeacher {
  id: string;
  name: string;
}

export interface VocabRows {
  students: VocabStudent[];
  classes: VocabClass[];
  subjects: string[];
  teachers: VocabTeacher[];
  terms: Term[];
}

/** The caller's own classes: a teacher's, a parent's children's, all of them for an admin. */
export const mineFilter = (role: Role) =>
  role === 'teacher'
    ? sql`c.teacher_id = app_user_id()`
    : role === 'admin'
      ? sql`true`
      : sql`exists (select 1 from enrolments e where e.tenant_id = c.tenant_id and e.class_id = c.id)`;

export async function vocabularyRows(tx: Tx, role: Role): Promise<VocabRows> {
  const students = await sql<VocabStudent>`
    select s.id, s.full_name as name, s.grade_level as grade, s.section,
           exists (select 1 from app_parent_children() k where k.id = s.id) as child
      from students s
     where s.status = 'active'
     order by s.full_name, s.roll_number
     limit 20000`.execute(tx);
  const classes = await sql<VocabClass>`
    select c.id, c.name, c.grade_level as grade, s.name as subject, c.teacher_id as "teacherId",
           coalesce(p.full_name, '') as teacher, coalesce(p.email, '') as email,
           ${mineFilter(role)} as mine
      from classes c
      join subjects s on s.tenant_id = c.tenant_id and s.id = c.subject_id
      left join profiles p on p.tenant_id = c.tenant_id and p.user_id = c.teacher_id
     order by c.name, s.name, p.full_name
     limit 5000`.execute(tx);
  const subjects = await sql<{ name: string }>`select name from subjects order by name`.execute(tx);
  const teachers = await sql<VocabTeacher>`
    select p.user_id as id, p.full_name as name from profiles p
     where p.role = 'teacher' and p.status = 'active' order by p.full_name limit 2000`.execute(tx);
  const terms = await sql<Term>`
    select name, starts_on::text as start, ends_on::text as "end" from school_calendar
     where kind = 'term' order by starts_on`.execute(tx);
  return {
    students: students.rows,
    classes: classes.rows,
    subjects: subjects.rows.map((r) => r.name),
    teachers: teachers.rows,
    terms: terms.rows,
  };
}
