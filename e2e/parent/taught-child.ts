import type { APIRequestContext, Browser } from '@playwright/test';
import type { MeetingContact } from '../../src/shared/schemas/meetings';
import { expect, signInElsewhere, type E2eSchool } from '../web-shell/fixtures';

/** The worker school's parent's child whom its teacher teaches (the teacher's meeting contacts). */
export async function taughtChildOfParent(
  request: APIRequestContext,
  teacher: { authorization: string },
  school: E2eSchool,
): Promise<MeetingContact> {
  const contacts = (await (
    await request.get('/api/teacher/meetings/contacts', { headers: teacher })
  ).json()) as MeetingContact[];
  const child = contacts.find((contact) =>
    contact.guardians.some((guardian) => guardian.email === school.accounts.parent),
  );
  expect(child, 'the E2E parent has a child in a class of the E2E teacher').toBeDefined();
  return child!;
}

/**
 * The worker school's teacher, signed in in a browser of their own (see signInElsewhere), and
 * the parent's child whom they teach.
 */
export async function teacherOfTaughtChild(browser: Browser, school: E2eSchool) {
  const teacher = await signInElsewhere(browser, school, 'teacher');
  const child = await taughtChildOfParent(teacher.page.request, teacher.headers, school);
  return { ...teacher, child };
}
