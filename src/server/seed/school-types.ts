import type { RoleColumn } from '../platform/db/schema.ts';
import type { TeachingOptions, TeachingPlan } from './assignments-year.ts';
import type { AttendancePlan } from './attendance-year.ts';
import type { SchoolYear, YearOptions } from './school-year-types.ts';

// What the seed builder takes (SchoolOptions) and what it plans and writes (School).

export type Role = RoleColumn;

export interface PersonSpec {
  id?: string;
  email?: string;
  fullName?: string;
}

/** How many people of a role to make, or each one spelled out (what is left out is derived). */
export type PeopleSpec = number | readonly PersonSpec[];

export interface InvitationSpec {
  email: string;
  role: Role;
  fullName?: string | null;
  /** Default 14 days, as the table's default. */
  expiresInDays?: number;
}

export interface Branding {
  themeMode: 'light' | 'dark';
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
}

export interface SchoolOptions {
  id?: string;
  /** Upper case; default derived from the seed (unique per seed). */
  code?: string;
  name?: string;
  /** Same seed (and code) → same ids, names and emails. Default: a random one, kept on the handle. */
  seed?: number;
  admins?: PeopleSpec;
  teachers?: PeopleSpec;
  parents?: PeopleSpec;
  students?: PeopleSpec;
  invitations?: readonly InvitationSpec[];
  branding?: Partial<Branding>;
  /** Everyone's password (one hash per password, computed once per process). */
  password?: string;
  /** Default `<code in lower case>.test`. */
  emailDomain?: string;
  /**
   * The school's year of data, dates relative to `year.today` (default the
   * current date); none when left out. `{}` gives every default: see YearOptions.
   */
  year?: YearOptions;
  /** Homework and parent meetings of the year (needs `year`): see assignments-year.ts. */
  teaching?: TeachingOptions;
  /** The school's holidays, as its admin would enter them in Settings (school_calendar). */
  holidays?: readonly Holiday[];
  /** The school's IANA time zone (Settings); none: the school clock's fallback, UTC. */
  timeZone?: string;
}

export interface Holiday {
  name: string;
  startsOn: string;
  endsOn: string;
}

export interface Person {
  id: string;
  tenantId: string;
  role: Role;
  email: string;
  fullName: string;
  password: string;
}

export interface Invitation {
  email: string;
  role: Role;
  fullName: string | null;
  expiresInDays: number;
}

/** What a test gets back: enough to sign anyone in and to name what it expects to see. */
export interface School {
  id: string;
  code: string;
  name: string;
  seed: number;
  password: string;
  branding: Branding;
  admins: Person[];
  teachers: Person[];
  parents: Person[];
  students: Person[];
  /** Everyone above, admins first. */
  people: Person[];
  invitations: Invitation[];
  /** The school data written for the `year` option, or null. */
  year: SchoolYear | null;
  /** Attendance written for `year.attendance` (attendance-year.ts), or null. */
  attendance: AttendancePlan | null;
  /** Assignments, submissions and meetings written for the `teaching` option, or null. */
  teaching: TeachingPlan | null;
  holidays: readonly Holiday[];
  timeZone: string | null;
}
