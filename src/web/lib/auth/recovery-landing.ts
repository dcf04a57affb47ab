import { dashboardPathForRole } from '@/shared/rules/role-paths';

/**
 * Where a user arriving from a recovery link goes to choose the new password: their dashboard, or
 * the chat (open to every signed-in user) for a role without one, as '/' has no signed-in layout.
 */
export function recoveryLandingPath(role: string | null | undefined): string {
  const dashboard = dashboardPathForRole(role);
  return dashboard === '/' ? '/chat' : dashboard;
}
