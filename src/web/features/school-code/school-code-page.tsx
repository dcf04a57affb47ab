import { School } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Navigate, useLocation, useNavigate, useNavigation } from 'react-router';
import { dashboardPathForRole } from '@/shared/rules/role-paths';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { PageSpinner } from '@/web/components/page-spinner';
import { Spinner } from '@/web/components/ui/spinner';
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
import { SignedInHome } from './components/signed-in-home';
import { useLookUpTenant } from './api/get-tenant';
import { schoolCodeErrorMessage } from './school-code-error';
import { SectionCard } from '@/web/components/section-card';

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
  const lookUp = useLookUpTenant();
  const signOutToHome = useSignOutToHome();
  const [code, setCode] = useState('');
  const errorId = useId();
  const navigation = useNavigation();
  // Still verifying while the sign-in screen loads after a successful lookup.
  const verifying = lookUp.isPending || navigation.state !== 'idle';
  const canContinue = code.trim().length > 0 && !verifying;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canContinue) return;
    dismissLinkMessage();
    lookUp.mutate(code, {
      onSuccess: async (tenant) => {
        // A session belongs to one school; choosing another one starts over at its sign-in.
        if (user && user.tenant_id !== tenant.id) await signOut();
        applyTenant(tenant);
        await navigate('/login');
      },
    });
  }

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
    <main className="flex min-h-svh flex-col items-center justify-center gap-8 bg-muted/40 px-4 py-10">
      <header className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-sm">
          <School className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">School Portal</h1>
        <p className="text-muted-foreground">Enter your school code to continue</p>
      </header>

      <SectionCard
        className="w-full max-w-sm"
        title="School Access"
        description="Your school gives you this code."
        contentClassName="grid gap-4"
      >
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
            <p>
              To get a new link, continue to the sign-in screen and choose 'Forgot your password?'.
            </p>
          </Alert>
        ) : null}
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor="school-code">School code</Label>
            <Input
              id="school-code"
              name="school-code"
              autoComplete="organization"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="e.g. GREENWOOD"
              value={code}
              maxLength={32}
              onChange={(event) => {
                setCode(event.target.value);
                if (lookUp.isError) lookUp.reset();
              }}
              aria-invalid={lookUp.isError || undefined}
              aria-describedby={lookUp.isError ? errorId : undefined}
            />
          </div>
          {lookUp.isError ? (
            <Alert id={errorId}>{schoolCodeErrorMessage(lookUp.error)}</Alert>
          ) : null}
          <Button type="submit" disabled={!canContinue} className="w-full">
            {verifying ? (
              <>
                <Spinner />
                Verifying...
              </>
            ) : (
              'Continue'
            )}
          </Button>
        </form>
      </SectionCard>

      <footer className="text-sm text-muted-foreground">
        Need help? Contact your school administrator
      </footer>
    </main>
  );
}
