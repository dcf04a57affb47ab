import { AppError } from '@/shared/errors.ts';
import type { AdminUserRow } from '@/shared/schemas/people.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import * as q from './accounts.queries.ts';
import type { PersonRow } from './accounts.queries.ts';
import { fieldConflict } from '../platform/http/field-error.ts';
import { refusingDuplicates } from '../platform/http/unique-violation.ts';

// One person of the school as the admin screens see them: their row, the lookup that refuses an
// unknown id, and the rules that an email and a roll number belong to one person only.

const NOT_FOUND = 'No such person in your school.';
export const EMAIL_TAKEN = 'Someone in your school already uses this email address.';
export const ROLL_NUMBER_TAKEN = 'Another student already has this roll number.';

export function personRow(person: PersonRow): AdminUserRow {
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    role: person.role,
    status: person.status,
    lastLogin: person.last_login ? new Date(person.last_login).toISOString() : null,
    invited: person.invited,
    rollNumber: person.roll_number,
    gradeLevel: person.grade_level === null ? null : Number(person.grade_level),
  };
}

/** Two admins adding at the same moment: the one a unique index refuses is told which field. */
export function refusingClashes<T>(work: () => Promise<T>): Promise<T> {
  return refusingDuplicates(work, (constraint) =>
    constraint?.includes('roll_number')
      ? fieldConflict('rollNumber', ROLL_NUMBER_TAKEN)
      : fieldConflict('email', EMAIL_TAKEN),
  );
}

/** A change of the school's people as the caller, its clashes refused as refusingClashes says. */
export function changingPeople<T>(
  scope: RequestScope,
  work: (tx: Tx, me: Me) => Promise<T>,
): Promise<T> {
  return refusingClashes(() => scope.asCaller(work));
}

/** Refuses an email one of the school's people already uses (`exceptId`: the person edited). */
export async function refuseTakenEmail(tx: Tx, email: string, exceptId?: string) {
  if (await q.emailTaken(tx, email, exceptId)) throw fieldConflict('email', EMAIL_TAKEN);
}

/** Refuses a roll number another student already has (`exceptId`: the student edited). */
export async function refuseTakenRollNumber(tx: Tx, rollNumber: string, exceptId?: string) {
  if (await q.rollNumberTaken(tx, rollNumber, exceptId)) {
    throw fieldConflict('rollNumber', ROLL_NUMBER_TAKEN);
  }
}

export async function findPersonOrThrow(tx: Tx, id: string) {
  const person = await q.findPerson(tx, id);
  if (!person) throw new AppError('NOT_FOUND', NOT_FOUND);
  return person;
}
