import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/web/components/page-spinner';
import { useAuth } from '@/web/lib/auth/auth-context';
import { type NoticeState, wrongRoleNotice } from '@/web/lib/auth/signed-in-notice';

/**
 * Spec 2 route guard: a spinner while the session loads; no user or no profile goes to /login;
 * a role outside allowedRoles goes to / (which sends a signed-in person on to their own dashboard,
 * with this notice); otherwise the page.
 */
export function RouteGuard({ allowedRoles }: { allowedRoles?: readonly string[] }) {
  const { loading, user, profile } = useAuth();
  if (loading) return <PageSpinner />;
  if (!user || !profile) return <Navigate to="/login" replace />;
  if (allowedRoles && !allowedRoles.includes(profile.role)) {
    const state: NoticeState = { notice: wrongRoleNotice(allowedRoles, profile.role) };
    return <Navigate to="/" replace state={state} />;
  }
  return <Outlet />;
}
