import { createContext, useContext } from 'react';
import type { AppError } from '@/shared/errors';
import type { Profile, Session, SignInInput } from '@/shared/schemas/auth';

export interface AuthState {
  session: Session | null;
  user: Session['user'] | null;
  profile: Profile | null;
  /** True until the first auth event, and while a signed-in user's profile is first loading. */
  loading: boolean;
  profileError: AppError | null;
  signIn: (input: SignInInput) => Promise<Session>;
  signOut: () => Promise<void>;
  reloadProfile: () => void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
