import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { dashboardPathForRole } from '@/shared/rules/role-paths';
import { PageSpinner } from '@/web/components/page-spinner';
import { SchoolLogo } from '@/web/components/school-logo';
import { Button } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/auth/auth-context';
import { useBranding } from '@/web/lib/branding/branding-context';
import { DebugPanel } from './components/debug-panel';
import { ProfileError } from './components/profile-error';
import { PasskeySignIn } from './components/passkey-sign-in';
import { SignInForm } from './components/sign-in-form';
import { ProviderButtons } from './components/provider-buttons';
import { SectionCard } from '@/web/components/section-card';

export function LoginPage() {
  const navigate = useNavigate();
  const { tenant } = useBranding();
  const { user, profile, loading, profileError, reloadProfile } = useAuth();
  const primaryColor = tenant?.primary_color;
  const secondaryColor = tenant?.secondary_color;

  useEffect(() => {
    if (primaryColor === undefined) return;
    console.info('School colours', {
      primary_color: primaryColor,
      secondary_color: secondaryColor,
    });
  }, [primaryColor, secondaryColor]);

  useEffect(() => {
    if (profile) void navigate(dashboardPathForRole(profile.role), { replace: true });
  }, [profile, navigate]);

  if (!tenant) return <Navigate to="/" replace />;
  // Signed in: wait for the profile, then the effect above sends the user to their dashboard.
  if (user && !profileError && (loading || profile)) return <PageSpinner />;

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted/40 px-4 py-10">
      <header className="flex flex-col items-center gap-3 text-center">
        <SchoolLogo tenant={tenant} className="size-16 text-lg" />
        <h1 className="text-2xl font-bold tracking-tight">{tenant.school_name}</h1>
        <p className="text-muted-foreground">Welcome back! Please sign in to continue</p>
      </header>

      <SectionCard className="w-full max-w-sm" title="Sign In" contentClassName="grid gap-4">
        {profileError ? (
          <ProfileError message={profileError.message} onRetry={reloadProfile} />
        ) : null}
        <SignInForm tenant={tenant} />
        <PasskeySignIn tenant={tenant} />
        <ProviderButtons tenant={tenant} />
        <Button variant="outline" className="w-full" onClick={() => void navigate('/')}>
          <ArrowLeft aria-hidden="true" />
          Back to School Selection
        </Button>
      </SectionCard>

      <DebugPanel />
    </main>
  );
}
