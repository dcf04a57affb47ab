import type { Role } from '../../../shared/schemas/auth.ts';
import type { TeachingOptions } from '../assignments-year.ts';
import type { YearOptions } from '../school-year-types.ts';
import { greenwoodTeaching, greenwoodYear } from './greenwood-year.ts';

/**
 * The demo schools: deterministic rows (fixed ids) so isolation is visible from day one and tests
 * and screenshots can rely on them. For trying the portal only: every account shares one password.
 */
export const DEMO_PASSWORD = 'demopassword';
/** The demo and E2E schools' time zone (their Settings): their "today" is its date. */
export const DEMO_TIME_ZONE = 'America/New_York';

export interface DemoAccount {
  id: string;
  email: string;
  role: Role;
  fullName: string;
}

export interface DemoSchool {
  id: string;
  code: string;
  name: string;
  themeMode: 'light' | 'dark';
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
  /** The published accounts (fixed ids), listed in the README. */
  accounts: DemoAccount[];
  invitations: { email: string; role: DemoAccount['role']; fullName: string }[];
  /** The seed builder's seed: fixes the ids, names and emails of everything below. */
  seed: number;
  /**
   * More accounts of the school, made by the seed builder after the published ones (derived names,
   * emails teacher2@<domain>, parent2@<domain>, ...; same password).
   */
  more: { teachers: number; parents: number };
  /** The school's year of data (dates relative to the day it is loaded). */
  year: YearOptions;
  /** Its homework and parent meetings beyond the generic ones (assignments-year.ts). */
  teaching?: TeachingOptions;
}

export const demoSchools: DemoSchool[] = [
  {
    id: '8f3c2a10-1d4e-4b6a-9c01-000000000001',
    code: 'GREENWOOD',
    name: 'Greenwood High School',
    themeMode: 'light',
    primaryColor: '#ec4899', // rgb(236 72 153), the spec's default primary
    secondaryColor: '#3b82f6', // rgb(59 130 246), the spec's default secondary
    logoUrl: '/logos/greenwood.svg',
    accounts: [
      {
        id: '1a000000-0000-4000-8000-000000000001',
        email: 'admin@greenwood.edu',
        role: 'admin',
        fullName: 'Alice Morgan',
      },
      {
        id: '1a000000-0000-4000-8000-000000000002',
        email: 'teacher@greenwood.edu',
        role: 'teacher',
        fullName: 'Thomas Reed',
      },
      {
        id: '1a000000-0000-4000-8000-000000000003',
        email: 'parent@greenwood.edu',
        role: 'parent',
        fullName: 'Priya Shah',
      },
      {
        id: '1a000000-0000-4000-8000-000000000004',
        email: 'student@greenwood.edu',
        role: 'student',
        fullName: 'Sam Shah',
      },
    ],
    invitations: [{ email: 'newteacher@greenwood.edu', role: 'teacher', fullName: 'Nina Park' }],
    seed: 1,
    more: { teachers: 20, parents: 249 },
    year: greenwoodYear,
    teaching: greenwoodTeaching,
  },
  {
    id: '8f3c2a10-1d4e-4b6a-9c01-000000000002',
    code: 'RIVERSIDE',
    name: 'Riverside Academy',
    themeMode: 'dark',
    primaryColor: '#0d9488',
    secondaryColor: '#f59e0b',
    logoUrl: null,
    accounts: [
      {
        id: '2b000000-0000-4000-8000-000000000001',
        email: 'admin@riverside.edu',
        role: 'admin',
        fullName: 'Rachel Rivers',
      },
      {
        id: '2b000000-0000-4000-8000-000000000002',
        email: 'teacher@riverside.edu',
        role: 'teacher',
        fullName: 'Daniel Brooks',
      },
      {
        id: '2b000000-0000-4000-8000-000000000003',
        email: 'parent@riverside.edu',
        role: 'parent',
        fullName: 'Omar Haddad',
      },
      {
        id: '2b000000-0000-4000-8000-000000000004',
        email: 'student@riverside.edu',
        role: 'student',
        fullName: 'Lina Haddad',
      },
    ],
    invitations: [{ email: 'newparent@riverside.edu', role: 'parent', fullName: 'Maya Lopez' }],
    seed: 2,
    more: { teachers: 2, parents: 12 },
    // Small but complete: Grades 9 and 10, three subjects each, 20 students, one fee.
    year: {
      grades: [9, 10],
      sections: ['A'],
      curriculum: () => ['Mathematics', 'English', 'Biology'],
      students: [
        {
          account: 'student@riverside.edu',
          grade: 10,
          section: 'A',
          guardians: ['parent@riverside.edu'],
          relationships: ['Father'],
        },
        ...Array.from({ length: 19 }, () => ({})),
      ],
      fees: [{ feeType: 'Tuition', amountCents: 60_000, frequency: 'monthly', dueDay: 5 }],
      attendance: {},
    },
  },
];
