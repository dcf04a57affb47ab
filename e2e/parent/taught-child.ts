import type { APIRequestContext } from '@playwright/test';
import type { MeetingContact } from '../../src/shared/schemas/meetings';
import { expect, type E2eSchool } from '../web-shell/fixtures';

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
