/** Spec 2: after sign-in each role lands on its dashboard; any other role goes to '/'. */
const dashboardPaths: Record<string, string> = {
  admin: '/admin/dashboard',
  teacher: '/teacher/dashboard',
  parent: '/parent/dashboard',
};

export function dashboardPathForRole(role: string | null | undefined): string {
  return (role && Object.hasOwn(dashboardPaths, role) && dashboardPaths[role]) || '/';
}
