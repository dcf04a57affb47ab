import { AppError } from '@/shared/errors.ts';
import type {
  PersonClass,
  PersonRef,
  StaffDetail,
  StaffList,
  StaffRole,
  StaffSort,
  StudentDetail,
  StudentList,
  StudentSort,
} from '@/shared/schemas/directory.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { studentFeeBalance } from '../fees/fee-records.service.ts';
import * as q from './directory.queries.ts';
import * as records from './directory-records.queries.ts';

type Status = 'active' | 'inactive';

const NO_STUDENT = 'No such student in your school.';
export const noStaff = (role: StaffRole) =>
  new AppError('NOT_FOUND', `No such ${role} in your school.`);

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

interface Paging {
  search?: string;
  status?: Status;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const pageWindow = (query: Paging) => ({
  search: query.search || undefined,
  status: query.status,
  order: query.order,
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** One page of a list, from its rows (each of which carries the whole list's count as `total`). */
function pageOf<R extends { total: unknown }, T>(rows: R[], query: Paging, toRow: (row: R) => T) {
  return {
    rows: rows.map(toRow),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getStudents(
  scope: RequestScope,
  query: Paging & { grade?: number; sort: StudentSort },
): Promise<StudentList> {
  return scope.asCaller(async (tx, me) => {
    const rows = await q.listStudents(tx, me.tenantId, {
      ...pageWindow(query),
      grade: query.grade,
      sort: query.sort,
    });
    return pageOf(rows, query, (row) => ({
      id: row.id,
      name: row.full_name,
      rollNumber: row.roll_number,
      gradeLevel: Number(row.grade_level),
      section: row.section,
      email: row.email,
      status: row.status,
      hasAccount: row.has_account,
      classCount: Number(row.class_count),
      guardians: q.fromJson<PersonRef[]>(row.guardians, []),
    }));
  });
}

export async function getStaff(
  scope: RequestScope,
  role: StaffRole,
  query: Paging & { sort: StaffSort },
): Promise<StaffList> {
  return scope.asCaller(async (tx, me) => {
    const rows = await q.listStaff(tx, me.tenantId, role, {
      ...pageWindow(query),
      sort: query.sort,
    });
    return pageOf(rows, query, (row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      status: row.status,
      lastLogin: iso(row.last_login),
      invited: row.invited,
      invitationExpiresAt: iso(row.expires_at),
      links: q.fromJson<PersonRef[]>(row.links, []),
      subjects: q.fromJson<string[]>(row.subjects, []).sort((a, b) => a.localeCompare(b)),
    }));
  });
}

const toClass = (row: records.ClassRow): PersonClass => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  teacher: row.teacher,
  room: row.room,
  schedule: row.schedule,
  weekSchedule: row.week_schedule,
  studentCount: Number(row.student_count),
});

/** A student record's editable fields, as the Students screen names them. */
export const studentFields = (student: records.StudentRecordRow) => ({
  name: student.full_name,
  rollNumber: student.roll_number,
  gradeLevel: Number(student.grade_level),
  section: student.section,
  email: student.email,
  phone: student.phone,
  status: student.status,
});

export async function studentOrThrow(tx: Tx, me: Me, id: string, lock = false) {
  const student = await records.findStudent(tx, me.tenantId, id, { lock });
  if (!student) throw new AppError('NOT_FOUND', NO_STUDENT);
  return student;
}

export async function studentDetail(tx: Tx, me: Me, id: string): Promise<StudentDetail> {
  const student = await studentOrThrow(tx, me, id);
  const classes = await records.classesOf(tx, me.tenantId, { studentId: id });
  const guardians = await records.guardiansOf(tx, me.tenantId, id);
  const fees = await studentFeeBalance(tx, me.tenantId, id);
  return {
    id: student.id,
    ...studentFields(student),
    hasAccount: student.user_id !== null,
    classes: classes.map(toClass),
    guardians: guardians.map((row) => ({ ...row, slot: Number(row.slot) })),
    fees,
  };
}

export async function getStudent(scope: RequestScope, id: string): Promise<StudentDetail> {
  return scope.asCaller((tx, me) => studentDetail(tx, me, id));
}

export async function staffDetail(
  tx: Tx,
  me: Me,
  role: StaffRole,
  id: string,
): Promise<StaffDetail> {
  const person = await records.findStaff(tx, me.tenantId, role, id);
  if (!person) throw noStaff(role);
  const classes =
    role === 'teacher' ? await records.classesOf(tx, me.tenantId, { teacherId: id }) : [];
  const children = role === 'parent' ? await records.childrenOf(tx, me.tenantId, id) : [];
  return {
    id: person.id,
    role,
    name: person.full_name,
    email: person.email,
    phone: person.phone,
    availability: person.availability,
    status: person.status,
    lastLogin: iso(person.last_login_at),
    classes: classes.map(toClass),
    children: children.map((child) => ({
      id: child.id,
      name: child.full_name,
      rollNumber: child.roll_number,
      gradeLevel: Number(child.grade_level),
      section: child.section,
      status: child.status,
      slot: Number(child.slot),
    })),
  };
}

export async function getStaffMember(
  scope: RequestScope,
  role: StaffRole,
  id: string,
): Promise<StaffDetail> {
  return scope.asCaller((tx, me) => staffDetail(tx, me, role, id));
}
