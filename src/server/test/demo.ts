import type { FastifyInstance } from 'fastify';
import type { Role, Session } from '@/shared/schemas/auth.ts';
import { DEMO_PASSWORD, DEMO_TIME_ZONE, demoSchools } from '../seed/schools/demo-schools.ts';
import { schoolToday } from '@/shared/rules/school-clock.ts';
import { addDays } from '@/shared/rules/dates.ts';

export const [greenwood, riverside] = demoSchools as [
  (typeof demoSchools)[0],
  (typeof demoSchools)[0],
];

export function account(school: typeof greenwood, role: Role) {
  const found = school.accounts.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`No demo ${role} in ${school.code}`);
  return found;
}

export async function signIn(app: FastifyInstance, school: typeof greenwood, role: Role) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { tenant_id: school.id, email: account(school, role).email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<Session>();
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.access_token}` });

/** The demo and E2E schools' date today, by their own clock (their time zone). */
export const demoToday = (): string => schoolToday(DEMO_TIME_ZONE);

/** The demo schools' date `offset` days from today by their clock (negative: days before). */
export const demoDay = (offset: number): string => addDays(demoToday(), offset);

/** POST /functions/v1/db-query as the session: the answer's text (any other status throws). */
export async function askData(app: FastifyInstance, session: Session, question: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/functions/v1/db-query',
    headers: bearer(session),
    payload: { question },
  });
  if (response.statusCode !== 200)
    throw new Error(`db-query ${response.statusCode}: ${response.body}`);
  return response.json<{ result: string }>().result;
}
