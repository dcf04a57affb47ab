import type { APIRequestContext } from '@playwright/test';
import { expect, lookUpSchool, type E2eSchool } from '../web-shell/fixtures';

/**
 * Specs that mark today: the worker school's admin makes the school's today a school day (an
 * extra school day), whatever its weekday, so the spec runs alike on any day. Answers today.
 */
export async function openTodayForMarking(
  request: APIRequestContext,
  school: E2eSchool,
): Promise<string> {
  const tenant = await lookUpSchool(request, school);
  const token = async (email: string) => {
    const response = await request.post('/api/auth/sign-in', {
      data: { tenant_id: tenant.id, email, password: school.password },
    });
    expect(response.status()).toBe(200);
    return { authorization: `Bearer ${(await response.json()).access_token}` };
  };
  const unmarked = await request.get('/api/teacher/reports/unmarked-today', {
    headers: await token(school.accounts.teacher),
  });
  const { today } = (await unmarked.json()) as { today: string };
  const opened = await request.post('/api/admin/school-calendar', {
    headers: await token(school.accounts.admin),
    data: { kind: 'school_day', name: 'Marked by an E2E spec', startsOn: today },
  });
  expect(opened.status()).toBe(201);
  return today;
}
