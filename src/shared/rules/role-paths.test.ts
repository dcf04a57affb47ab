import { describe, expect, it } from 'vitest';
import { dashboardPathForRole } from './role-paths';

describe('dashboardPathForRole', () => {
  it('sends each portal role to its dashboard', () => {
    expect(dashboardPathForRole('admin')).toBe('/admin/dashboard');
    expect(dashboardPathForRole('teacher')).toBe('/teacher/dashboard');
    expect(dashboardPathForRole('parent')).toBe('/parent/dashboard');
  });

  it("sends any other role to '/'", () => {
    expect(dashboardPathForRole('student')).toBe('/');
    expect(dashboardPathForRole('')).toBe('/');
    expect(dashboardPathForRole(null)).toBe('/');
    expect(dashboardPathForRole('constructor')).toBe('/');
  });
});
