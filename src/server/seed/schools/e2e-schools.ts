import type { Role } from '../../../shared/schemas/auth.ts';

/**
 * The E2E schools: one per Playwright worker (E2E1, E2E2, ...), made by the seed builder when the
 * server starts with E2E_WORKER_SCHOOLS in NODE_ENV=test. Specs that change data use their worker's
 * school, so parallel workers never share an account. Both the server seed and the E2E fixture
 * read this description, so the accounts are predictable: admin@e2e1.test, teacher@e2e1.test, ...
 */
export const E2E_PASSWORD = 'e2e-password';

export interface E2eSchool {
  /** 1-based: the school of the worker with parallelIndex n - 1. */
  number: number;
  code: string;
  name: string;
  emailDomain: string;
  password: string;
  accounts: Record<Role, string>;
  /** Invited with the teacher role and not signed up yet (password recovery signs it up). */
  invitedTeacher: { email: string; fullName: string };
  /** Dark, so specs can tell a changed theme preference from the school's theme. */
  branding: {
    themeMode: 'dark';
    primaryColor: string;
    secondaryColor: string;
    logoUrl: string;
  };
}

export function e2eSchool(number: number): E2eSchool {
  const emailDomain = `e2e${number}.test`;
  return {
    number,
    code: `E2E${number}`,
    name: `E2E School ${number}`,
    emailDomain,
    password: E2E_PASSWORD,
    accounts: {
      admin: `admin@${emailDomain}`,
      teacher: `teacher@${emailDomain}`,
      parent: `parent@${emailDomain}`,
      student: `student@${emailDomain}`,
    },
    invitedTeacher: { email: `newteacher@${emailDomain}`, fullName: 'Nina Park' },
    branding: {
      themeMode: 'dark',
      primaryColor: '#7c3aed',
      secondaryColor: '#10b981',
      logoUrl: '/logos/greenwood.svg',
    },
  };
}
