import { describe, expect, it } from 'vitest';
import { dashboardPathForRole } from './role-paths';

describe('dashboardPathForRole', () => {
  it.each([
    ['admin', '/admin/dashboard'],
    ['teacher', '/teacher/dashboard'],
    ['parent', '/parent/dashboard'],
  ])('sends the portal role %j to its dashboard %s', (role, path) => {
    expect(dashboardPathForRole(role)).toBe(path);
  });

  it.each(['student', '', null, 'constructor'])("sends the other role %j to '/'", (role) => {
    expect(dashboardPathForRole(role)).toBe('/');
  });
});
