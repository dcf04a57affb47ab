import { sql, type Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { insertTeaching } from './teaching-rows.ts';
import { insertAttendance } from './attendance-year.ts';
import { insertInChunks } from './insert-columns.ts';
import type { School } from './school-types.ts';
import { createdOf } from './row-dates.ts';
import {
  insertClasses,
  insertEnrolments,
  insertFeeRecords,
  insertFeeStructures,
  insertGuardianships,
  insertHolidays,
  insertPayments,
  insertStudents,
  insertSubjects,
  insertTimetable,
} from './school-year-rows.ts';

// Writes a planned school (school-builder.ts): a few set-based statements per kind of rows, run
// with app.tenant_id set to the school.

/** Writes one kind of rows of one school. It runs with app.tenant_id set to that school. */
type SeedStep = (
  tx: Transaction<Database>,
  school: School,
  hashes: PasswordHashes,
) => Promise<void>;
export type PasswordHashes = ReadonlyMap<string, string>;

const steps: SeedStep[] = [
  insertUsers,
  insertProfiles,
  insertInvitations,
  insertSubjects,
  insertStudents,
  insertGuardianships,
  insertClasses,
  insertEnrolments,
  insertTimetable,
  insertHolidays,
  insertFeeStructures,
  insertFeeRecords,
  insertPayments,
  (tx, school) => insertAttendance(tx, school.id, school.attendance),
  (tx, school) => insertTeaching(tx, school.id, school.teaching),
];

/** Writes every kind of rows of one school, in order. */
export async function insertSchoolRows(
  tx: Transaction<Database>,
  school: School,
  hashes: PasswordHashes,
) {
  for (const step of steps) await step(tx, school, hashes);
}

export function tenantRow(school: School) {
  return {
    id: school.id,
    school_code: school.code,
    school_name: school.name,
    logo_url: school.branding.logoUrl,
    theme_mode: school.branding.themeMode,
    primary_color: school.branding.primaryColor,
    secondary_color: school.branding.secondaryColor,
    time_zone: school.timeZone,
  };
}

async function insertUsers(tx: Transaction<Database>, school: School, hashes: PasswordHashes) {
  await insertInChunks(
    tx,
    'users',
    school.people.map((person) => ({
      tenant_id: school.id,
      id: person.id,
      email: person.email,
      password_hash: hashes.get(person.password)!,
      email_confirmed_at: createdOf(school, person.id) ?? sql<Date>`now()`,
      created_at: createdOf(school, person.id),
      confirmation_token_hash: null,
    })),
  );
}

async function insertProfiles(tx: Transaction<Database>, school: School) {
  await insertInChunks(
    tx,
    'profiles',
    school.people.map((person) => ({
      tenant_id: school.id,
      user_id: person.id,
      role: person.role,
      full_name: person.fullName,
      email: person.email,
      theme_preference: null,
      created_at: createdOf(school, person.id),
    })),
  );
}

async function insertInvitations(tx: Transaction<Database>, school: School) {
  const invitedBy = school.admins[0]?.id ?? null;
  await insertInChunks(
    tx,
    'invitations',
    school.invitations.map((invitation) => ({
      tenant_id: school.id,
      email: invitation.email,
      role: invitation.role,
      full_name: invitation.fullName,
      invited_by: invitedBy,
      expires_at: sql<Date>`now() + make_interval(days => ${invitation.expiresInDays})`,
    })),
  );
}
