import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { AppError } from '@/shared/errors';
import type { Session } from '@/shared/schemas/auth';
import { type AuthClient, authClient } from './auth-client';
import { AuthContext, type AuthState } from './auth-context';
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
  const [auth, setAuth] = useState<{ session: Session | null; initialized: boolean }>({
    session: null,
    initialized: false,
  });

  useEffect(
    () =>
      client.onAuthStateChange((event, session) => {
        setAuth({ session, initialized: true });
        if (event === 'SIGNED_OUT') queryClient.removeQueries({ queryKey: ['profile'] });
        // Spec 4: on any auth change with a user, the profile is fetched again.
        if (event !== 'INITIAL_SESSION' && session) {
          void queryClient.invalidateQueries({ queryKey: profileQueryKey(session.user.id) });
        }
      }),
    [client, queryClient],
  );

  const user = auth.session?.user ?? null;
  const profileQuery = useQuery(profileQueryOptions(user?.id, client));
  const profileError = useMemo(
    () => (user ? asAppError(profileQuery.error) : null),
    [user, profileQuery.error],
  );
  const profile = user && !profileError ? (profileQuery.data ?? null) : null;
  const loading = !auth.initialized || (user !== null && profileQuery.isPending && !profileError);

  const signIn = useCallback<AuthState['signIn']>(
    (input) => client.signInWithPassword(input),
    [client],
  );
  const signOut = useCallback(() => client.signOut(), [client]);
  const { refetch } = profileQuery;
  const reloadProfile = useCallback(() => void refetch(), [refetch]);

  const value = useMemo<AuthState>(
    () => ({
      session: auth.session,
      user,
      profile,
      loading,
      profileError,
      signIn,
      signOut,
      reloadProfile,
    }),
    [auth.session, user, profile, loading, profileError, signIn, signOut, reloadProfile],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
