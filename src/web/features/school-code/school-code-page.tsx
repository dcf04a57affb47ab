import { Navigate, useLocation, useNavigate, useNavigation } from 'react-router';
import { isProviderRefusal } from '@/shared/rules/oidc-messages';
import { dashboardPathForRole } from '@/shared/rules/role-paths';
import { Alert } from '@/web/components/ui/alert';
import { PageSpinner } from '@/web/components/page-spinner';
import { useAuth } from '@/web/lib/auth/auth-context';
import { useBranding } from '@/web/lib/branding/branding-context';
import { recoveryLandingPath } from '@/web/lib/auth/recovery-landing';
import {
  type NoticeState,
  alreadySignedInNotice,
  isSigningOut,
  noticeOf,
} from '@/web/lib/auth/signed-in-notice';
import { useSignOutToHome } from '@/web/lib/auth/use-sign-out-to-home';
import { SchoolCodeScreen } from './components/school-code-screen';
import { SignedInHome } from './components/signed-in-home';

export function SchoolCodePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { applyTenant, tenant } = useBranding();
  const {
    user,
    profile,
    loading,
    passwordRecovery,
    linkError,
    linkNotice,
    dismissLinkMessage,
    signOut,
  } = useAuth();
  const signOutToHome = useSignOutToHome();
  // Still verifying while the sign-in screen loads after a successful lookup.
  const navigation = useNavigation();

  // Arrived from a password reset link: the new password is chosen in the signed-in layout.
  if (passwordRecovery && (loading || profile)) {
    return profile ? <Navigate to={recoveryLandingPath(profile.role)} replace /> : <PageSpinner />;
  }

  // Signed in (another role's page, the 404's 'Return to Home', a student's sign-in): their own
  // dashboard with a short notice why, or for a role without one what it can do. Not while an
  // emailed link's outcome is to be read here (a spent recovery link opened again, say).
  const linkMessage = Boolean(linkError || linkNotice);
  if (user && (loading || profile) && !isSigningOut(location.state) && !linkMessage) {
    if (!profile) return <PageSpinner />;
    const dashboard = dashboardPathForRole(profile.role);
    if (dashboard === '/') {
      return (
        <SignedInHome
          profile={profile}
          schoolName={tenant?.school_name}
          onSignOut={() => void signOutToHome()}
        />
      );
    }
    const state: NoticeState = {
      notice: noticeOf(location.state) ?? alreadySignedInNotice(profile.full_name),
    };
    return <Navigate to={dashboard} replace state={state} />;
  }

  return (
    <SchoolCodeScreen
      busy={navigation.state !== 'idle'}
      beforeLookUp={dismissLinkMessage}
      onFound={async (found) => {
        // A session belongs to one school; choosing another one starts over at its sign-in.
        if (user && user.tenant_id !== found.id) await signOut();
        applyTenant(found);
        await navigate('/login');
      }}
      notices={
        <>
          {linkNotice ? (
            <p
              role="status"
              className="rounded-md border border-primary/40 bg-primary/10 px-3 py-2 text-sm"
            >
              {linkNotice}
            </p>
          ) : null}
          {linkError ? (
            <Alert className="grid gap-1">
              <p>{linkError}</p>
              {isProviderRefusal(linkError) ? null : (
                <p>
                  To get a new link, continue to the sign-in screen and choose 'Forgot your
                  password?'.
                </p>
              )}
            </Alert>
          ) : null}
        </>
      }
    />
  );
}
