import { Suspense, lazy, useEffect } from 'react';
import { Outlet } from 'react-router';
import { SidebarInset, SidebarProvider } from '@/web/components/ui/sidebar';
import { useAuth } from '@/web/lib/auth/auth-context';
import { useBranding } from '@/web/lib/branding/branding-context';
import { UserLiveEventsProvider } from '@/web/lib/live/user-live-events';
import { AppSidebar } from './app-sidebar';
import { SignedInNotice } from './signed-in-notice';
import { TopBar } from './top-bar';

const NewPasswordDialog = lazy(() =>
  import('@/web/features/account/components/new-password-dialog').then((module) => ({
    default: module.NewPasswordDialog,
  })),
);

export function AuthenticatedLayout() {
  const { profile, passwordRecovery } = useAuth();
  const { setThemeMode } = useBranding();
  const preference = profile?.theme_preference;

  useEffect(() => {
    if (preference) setThemeMode(preference);
  }, [preference, setThemeMode]);

  return (
    <UserLiveEventsProvider>
      <SidebarProvider>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring"
        >
          Skip to main content
        </a>
        <AppSidebar role={profile?.role ?? ''} />
        <SidebarInset>
          <TopBar />
          <main
            id="main-content"
            tabIndex={-1}
            className="flex-1 p-4 outline-none md:p-6 print:p-0"
          >
            <SignedInNotice />
            <Outlet />
          </main>
        </SidebarInset>
        {passwordRecovery ? (
          <Suspense>
            <NewPasswordDialog />
          </Suspense>
        ) : null}
      </SidebarProvider>
    </UserLiveEventsProvider>
  );
}
