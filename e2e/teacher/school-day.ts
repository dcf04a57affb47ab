import type { APIRequestContext } from '@playwright/test';
import { apiSession, bearer, expect, type E2eSchool } from '../web-shell/fixtures';

/**
 * Specs that mark today: the worker school's admin makes the school's today a school day (an
 * extra school day), whatever its weekday, so the spec runs alike on any day. Answers today.
 */
export async function openTodayForMarking(
  request: APIRequestContext,
  school: E2eSchool,
): Promise<string> {
  const { session: teacher } = await apiSession(request, school, 'teacher');
  const { session: admin } = await apiSession(request, school, 'admin');
  const unmarked = await request.get('/api/teacher/reports/unmarked-today', {
    headers: bearer(teacher),
  });
  const { today } = (await unmarked.json()) as { today: string };
  const opened = await request.post('/api/admin/school-calendar', {
    headers: bearer(admin),
    data: { kind: 'school_day', name: 'Marked by an E2E spec', startsOn: today },
  });
  expect(opened.status()).toBe(201);
  return today;
}
