import { beforeAll, describe, expect, it } from 'vitest';
import type { School } from '../seed/school-builder.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

describe.each(testBackends())('profiles API on %s', (kind) => {
  const t = useTestApp(kind);
  // A school of this file's own: renaming its teacher disturbs no other test.
  let school: School;
  beforeAll(async () => {
    school = await t.createSchool({ admins: 1, teachers: 2, parents: 1, students: 1 });
  });

  it('GET /api/profile returns the caller profile', async () => {
    const parent = school.parents[0]!;
    const session = await t.signInAs(parent);
    const response = await t.call(session, { url: '/api/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_id: parent.id,
      tenant_id: school.id,
      role: 'parent',
      full_name: parent.fullName,
      email: parent.email,
      theme_preference: null,
    });
  });

  it('GET /api/profiles?user_id= gives your own profile, an admin any of the school, others nothing', async () => {
    const parent = await t.signInAs(school.parents[0]!);
    const admin = await t.signInAs(school.admins[0]!);
    const teacherId = school.teachers[0]!.id;
    const own = await t.call(parent, {
      url: `/api/profiles?user_id=${parent.user.id}`,
    });
    expect(own.json()).toHaveLength(1);
    const postgrestStyle = await t.call(parent, {
      url: `/api/profiles?user_id=eq.${parent.user.id}`,
    });
    expect(postgrestStyle.json()[0].email).toBe(school.parents[0]!.email);
    expect((await t.call(parent, { url: `/api/profiles?user_id=${teacherId}` })).json()).toEqual(
      [],
    );
    expect(
      (await t.call(admin, { url: `/api/profiles?user_id=${teacherId}` })).json()[0].role,
    ).toBe('teacher');
    const bad = await t.call(parent, {
      url: '/api/profiles?user_id=1 or 1=1',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('PATCH /api/profile changes the full name and theme preference, and validates them', async () => {
    const session = await t.signInAs(school.teachers[0]!);
    const changed = await t.call(session, {
      method: 'PATCH',
      url: '/api/profile',
      payload: { full_name: '  Tom Reed ', theme_preference: 'dark' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ full_name: 'Tom Reed', theme_preference: 'dark' });
    expect((await t.call(session, { url: '/api/profile' })).json().full_name).toBe('Tom Reed');

    for (const payload of [
      {},
      { full_name: '   ' },
      { theme_preference: 'blue' },
      { full_name: 'x'.repeat(201) },
    ]) {
      const response = await t.call(session, {
        method: 'PATCH',
        url: '/api/profile',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    // Nothing was lost by the bad requests.
    expect((await t.call(session, { url: '/api/profile' })).json().full_name).toBe('Tom Reed');
  });
});
