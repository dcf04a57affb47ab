import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { AppError } from '@/shared/errors';
import type { Session } from '@/shared/schemas/auth';
import { BrandingContext } from '../branding/branding-context';
import { clearUserCaches } from '../service-worker/user-caches';
import { type AuthClient, authClient } from './auth-client';
import { AuthContext, type AuthState } from './auth-context';
import { authorizedFetch } from './authorized-fetch';
import { profileQueryKey, profileQueryOptions } from './get-profile';

function asAppError(error: unknown): AppError | null {
  if (!error) return null;
  if (error instanceof AppError) return error;
  return new AppError('INTERNAL', error instanceof Error ? error.message : String(error));
}

export function AuthProvider({
  client = authClient,
  children,
}: {
  client?: AuthClient;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  // Optional, so the provider also works in tests without branding.
  const applyTenant = useContext(BrandingContext)?.applyTenant;
  const [auth, setAuth] = useState<{
    session: Session | null;
    initialized: boolean;
    passwordRecovery: boolean;
    linkError: string | null;
    linkNotice: string | null;
  }>(() => ({
    session: null,
    initialized: false,
    passwordRecovery: client.isPasswordRecovery(),
    linkError: null,
    linkNotice: null,
  }));

  useEffect(
    () =>
      client.onAuthStateChange((event, session) => {
        setAuth({
          session,
          initialized: true,
          passwordRecovery: client.isPasswordRecovery(),
          linkError: client.getLinkError(),
          linkNotice: client.getLinkNotice(),
        });
        if (event === 'PASSWORD_RECOVERY' || event === 'SIGNED_IN') {
          // A recovery link or a provider's sign-in names the user's school: its branding applies.
          const tenant = client.getLinkTenant();
          if (tenant) applyTenant?.(tenant);
        }
        if (event === 'SIGNED_OUT') queryClient.removeQueries({ queryKey: ['profile'] });
        // The service worker's copies of answers read offline: only the signed-in user's stay.
        if (event === 'SIGNED_OUT' || event === 'SIGNED_IN') void clearUserCaches(session?.user.id);
        // Spec 4: on any auth change with a user, the profile is fetched again.
        if (event !== 'INITIAL_SESSION' && session) {
          void queryClient.invalidateQueries({ queryKey: profileQueryKey(session.user.id) });
        }
      }),
    [client, queryClient, applyTenant],
  );

  const user = auth.session?.user ?? null;
  const profileQuery = useQuery(profileQueryOptions(user?.id, client));
  const profileError = useMemo(
    () => (user ? asAppError(profileQuery.error) : null),
    [user, profileQuery.error],
  );
  const profile = user && !profileError ? (profileQuery.data ?? null) : null;
  const loading = !auth.initialized || (user !== null && profileQuery.isPending && !profileError);

  // The calls need only the client, so they stay the same functions while it does.
  const actions = useMemo<
    Pick<AuthState, 'signIn' | 'adoptSession' | 'signOut' | 'updatePassword' | 'dismissLinkMessage'>
  >(
    () => ({
      signIn: (input) => client.signInWithPassword(input),
      adoptSession: (session) => client.adoptSession(session),
      signOut: () => client.signOut(),
      updatePassword: async (password) => {
        try {
          await authorizedFetch('/api/auth/user', { method: 'PUT', body: { password } }, client);
        } catch (error) {
          // The server no longer sees a recovery session (say the password was saved but the answer
          // was lost): the new-password dialog can do nothing more, Settings changes the password.
          if (error instanceof AppError && error.status === 403) client.completePasswordRecovery();
          throw error;
        }
        client.completePasswordRecovery();
      },
      dismissLinkMessage: () => {
        client.dismissLinkMessage();
        setAuth((current) => ({ ...current, linkError: null, linkNotice: null }));
      },
    }),
    [client],
  );
  const { refetch } = profileQuery;
  const reloadProfile = useCallback(() => void refetch(), [refetch]);

  const value = useMemo<AuthState>(
    () => ({
      session: auth.session,
      user,
      profile,
      loading,
      profileError,
      passwordRecovery: auth.passwordRecovery,
      linkError: auth.linkError,
      linkNotice: auth.linkNotice,
      ...actions,
      reloadProfile,
    }),
    [
      auth.session,
      auth.passwordRecovery,
      auth.linkError,
      auth.linkNotice,
      user,
      profile,
      loading,
      profileError,
      actions,
      reloadProfile,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
