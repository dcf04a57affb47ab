import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/web/components/page-spinner';
import { useAuth } from '@/web/lib/auth/auth-context';

/**
 * Spec 2 route guard: a spinner while the session loads; no user or no profile goes to /login;
 * a role outside allowedRoles goes to /; otherwise the page.
 */
export function RouteGuard({ allowedRoles }: { allowedRoles?: readonly string[] }) {
  const { loading, user, profile } = useAuth();
  if (loading) return <PageSpinner />;
  if (!user || !profile) return <Navigate to="/login" replace />;
  if (allowedRoles && !allowedRoles.includes(profile.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
