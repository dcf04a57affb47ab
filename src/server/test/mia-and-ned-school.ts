import type { TestApp } from './test-app.ts';
import { miaAndNed } from './family-rows.ts';

/**
 * Tests only: a school of the test's own (one admin, one teacher, no other students) holding the
 * parent screens' two families (see miaAndNed), Mia and Ned signed in.
 */
export async function miaAndNedSchool(t: TestApp, names: Parameters<typeof miaAndNed>[2]) {
  const school = await t.createSchool({ admins: 1, teachers: 1, parents: 2, students: 0 });
  const { mia, ned, ...children } = await miaAndNed(t.inspect, school, names);
  return {
    school,
    children,
    mia: await t.signInAs(mia),
    ned: await t.signInAs(ned),
  };
}
