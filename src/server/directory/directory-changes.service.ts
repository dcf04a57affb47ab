import { AppError } from '@/shared/errors.ts';
import { GUARDIANS_FULL, MAX_GUARDIANS } from '@/shared/schemas/directory.ts';
import type {
  StaffDetail,
  StaffEdit,
  StaffRole,
  StudentDetail,
  StudentEdit,
} from '@/shared/schemas/directory.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import * as records from './directory-records.queries.ts';
import { applyUserUpdate } from '../accounts/accounts.service.ts';
import { changingPeople, refuseTakenEmail, refuseTakenRollNumber } from '../accounts/person.ts';
import { fieldConflict, plainFieldError } from '../platform/http/field-error.ts';
import { refusingDuplicates } from '../platform/http/unique-violation.ts';
import {
  noStaff,
  staffDetail,
  studentDetail,
  studentFields,
  studentOrThrow,
} from './directory.service.ts';

/**
 * Edits a student record. A student with an account has its profile follow (name, email, status)
 * through the user edit path, which also signs a deactivated student out.
 */
export async function editStudent(
  scope: RequestScope,
  id: string,
  input: StudentEdit,
): Promise<StudentDetail> {
  return changingPeople(scope, async (tx, me) => {
    const student = await studentOrThrow(tx, me, id, true);
    if (input.rollNumber !== student.roll_number) {
      await refuseTakenRollNumber(tx, input.rollNumber, id);
    }
    if (student.user_id) {
      if (!input.email) throw plainFieldError('email', 'A student who signs in needs an email');
      await applyUserUpdate(tx, me, student.user_id, {
        name: input.name,
        email: input.email,
        status: input.status,
      });
    } else if (input.email && input.email !== student.email) {
      await refuseTakenEmail(tx, input.email, id);
    }
    await records.updateStudent(tx, me.tenantId, id, {
      full_name: input.name,
      roll_number: input.rollNumber,
      grade_level: input.gradeLevel,
      section: input.section,
      email: input.email,
      phone: input.phone,
      status: input.status,
    });
    const changed = (Object.keys(input) as (keyof StudentEdit)[]).filter((field) => {
      return studentFields(student)[field] !== input[field];
    });
    await auditByCaller(tx, me, 'people.student_updated', id, { fields: changed });
    return studentDetail(tx, me, id);
  });
}

/** Edits a teacher or parent: name, email and status through the user edit path; phone, availability. */
export async function editStaff(
  scope: RequestScope,
  role: StaffRole,
  id: string,
  input: StaffEdit,
): Promise<StaffDetail> {
  return changingPeople(scope, async (tx, me) => {
    const person = await records.findStaff(tx, me.tenantId, role, id);
    if (!person) throw noStaff(role);
    await applyUserUpdate(tx, me, id, {
      name: input.name,
      email: input.email,
      status: input.status,
    });
    await records.updateContact(tx, me.tenantId, id, {
      phone: input.phone,
      ...(role === 'teacher' ? { availability: input.availability ?? null } : {}),
    });
    await auditByCaller(tx, me, 'people.updated', id, {
      kind: 'account',
      role,
      fields: Object.keys(input),
    });
    return staffDetail(tx, me, role, id);
  });
}

/**
 * Links a parent to a child in the child's first free guardian slot. A child has at most two
 * guardians; the same pair twice is refused. The student row is locked, so two links at once
 * cannot both take the last slot.
 */
async function link(tx: Tx, me: Me, studentId: string, parentId: string, field: string) {
  const student = await studentOrThrow(tx, me, studentId, true);
  const parent = await records.findStaff(tx, me.tenantId, 'parent', parentId);
  if (!parent) throw noStaff('parent');
  const guardians = await records.guardiansOf(tx, me.tenantId, studentId);
  if (guardians.some((guardian) => guardian.id === parentId)) {
    throw fieldConflict(field, 'This parent is already linked to this child.');
  }
  const used = new Set(guardians.map((guardian) => Number(guardian.slot)));
  const slot = ([1, 2] as const).find((candidate) => !used.has(candidate));
  if (!slot || guardians.length >= MAX_GUARDIANS) {
    throw fieldConflict(field, GUARDIANS_FULL);
  }
  await records.insertGuardianship(tx, { tenantId: me.tenantId, studentId, parentId, slot });
  await auditByCaller(tx, me, 'people.guardian_linked', studentId, {
    parentId,
    slot,
    parentName: parent.full_name,
    studentName: student.full_name,
  });
}

async function unlink(tx: Tx, me: Me, studentId: string, parentId: string) {
  const student = await studentOrThrow(tx, me, studentId, true);
  const parent = (await records.guardiansOf(tx, me.tenantId, studentId)).find(
    (guardian) => guardian.id === parentId,
  );
  if (!(await records.deleteGuardianship(tx, me.tenantId, studentId, parentId))) {
    throw new AppError('NOT_FOUND', 'This parent is not linked to this child.');
  }
  await auditByCaller(tx, me, 'people.guardian_unlinked', studentId, {
    parentId,
    parentName: parent?.name ?? null,
    studentName: student.full_name,
  });
}

/** Two links at once of the same pair: the primary key refuses the second. */
const LINK_RACE = 'This parent was just linked to this child, or the slot was taken.';

/** A link made or undone, from the student's side or the parent's; `answer` reads that side back. */
function changeLink<T>(
  scope: RequestScope,
  pair: { studentId: string; parentId: string },
  change: { add: boolean; field: 'parentId' | 'studentId' },
  answer: (tx: Tx, me: Me) => Promise<T>,
): Promise<T> {
  const write = () =>
    scope.asCaller(async (tx, me) => {
      if (change.add) await link(tx, me, pair.studentId, pair.parentId, change.field);
      else await unlink(tx, me, pair.studentId, pair.parentId);
      return answer(tx, me);
    });
  return change.add
    ? refusingDuplicates(write, () => fieldConflict(change.field, LINK_RACE))
    : write();
}

const studentSide = (add: boolean) => (scope: RequestScope, studentId: string, parentId: string) =>
  changeLink(scope, { studentId, parentId }, { add, field: 'parentId' }, (tx, me) =>
    studentDetail(tx, me, studentId),
  );
const parentSide = (add: boolean) => (scope: RequestScope, parentId: string, studentId: string) =>
  changeLink(scope, { studentId, parentId }, { add, field: 'studentId' }, (tx, me) =>
    staffDetail(tx, me, 'parent', parentId),
  );

/** From a student's detail: link or unlink a guardian; answers the student. */
export const addGuardian = studentSide(true);
export const removeGuardian = studentSide(false);
/** From a parent's detail: link or unlink a child; answers the parent. */
export const addChild = parentSide(true);
export const removeChild = parentSide(false);
