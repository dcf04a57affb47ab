import { LoadingRows, QueryError } from '@/web/components/list-state';
import { useSignInFactors } from '../api/sign-in-factors';
import { PasskeysSection } from './passkeys-section';
import { TotpSection } from './totp-section';

/** The Profile dialog's sign-in security: passkeys for everyone, an authenticator for staff. */
export function SignInSecurity() {
  const factors = useSignInFactors();
  if (factors.isError) {
    return <QueryError query={factors} text="Your sign-in settings could not be loaded." />;
  }
  if (!factors.data)
    return <LoadingRows label="Loading your sign-in settings" rows={2} className="h-10" />;
  return (
    <div className="grid gap-5">
      <PasskeysSection passkeys={factors.data.passkeys} />
      {factors.data.totp.allowed ? <TotpSection status={factors.data} /> : null}
    </div>
  );
}
