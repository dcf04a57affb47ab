import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useBranding } from '@/web/lib/branding/branding-context';
import { useAuth } from './auth-context';
import { SIGNING_OUT_STATE } from './signed-in-notice';

/**
 * Sign out and go to / (spec 2). / first (so the route guard never sends the page to /login), with
 * a state that keeps / from sending the still signed-in person on to their dashboard.
 */
export function useSignOutToHome() {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const { resetThemeMode } = useBranding();
  return useCallback(async () => {
    await navigate('/', { replace: true, state: SIGNING_OUT_STATE });
    await signOut();
    resetThemeMode();
  }, [navigate, signOut, resetThemeMode]);
}
