import { createRequiredContext } from '@/web/lib/required-context';
import type { AppError } from '@/shared/errors';
import type { Profile, Session, SignInInput } from '@/shared/schemas/auth';

export interface AuthState {
  session: Session | null;
  user: Session['user'] | null;
  profile: Profile | null;
  /** True until the first auth event, and while a signed-in user's profile is first loading. */
  loading: boolean;
  profileError: AppError | null;
  /** The session came from a password recovery link and a new password has not been saved yet. */
  passwordRecovery: boolean;
  /** Why an email link could not be used (shown on the school code screen). */
  linkError: string | null;
  /** What an email link did, such as confirming the email address (shown on the school code screen). */
  linkNotice: string | null;
  signIn: (input: SignInInput) => Promise<Session>;
  /** A session another sign-in answered (a passkey, the second step): signed in from now on. */
  adoptSession: (session: Session) => void;
  signOut: () => Promise<void>;
  /** Saves the new password of a recovery session; the session is an ordinary one afterwards. */
  updatePassword: (password: string) => Promise<void>;
  reloadProfile: () => void;
  /** Clears the email link's error or notice once the visitor moves on. */
  dismissLinkMessage: () => void;
}

export const [AuthContext, useAuth] = createRequiredContext<AuthState>(
  'useAuth',
  'an AuthProvider',
);
