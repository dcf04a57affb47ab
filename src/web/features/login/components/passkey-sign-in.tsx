import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { Tenant } from '@/shared/schemas/tenants';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth/auth-context';
import { signInWithPasskey } from '../api/second-factor';
import { signInErrorMessage } from '../sign-in-error';

/** 'Use a passkey': the browser offers the passkeys saved for this site. */
export function PasskeySignIn({ tenant }: { tenant: Tenant }) {
  const { adoptSession } = useAuth();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (typeof window === 'undefined' || !window.PublicKeyCredential) return null;

  const start = async () => {
    setPending(true);
    setError(null);
    try {
      await signInWithPasskey(tenant.id, adoptSession);
    } catch (cause) {
      const cancelled = cause instanceof Error && cause.name === 'NotAllowedError';
      setError(
        cancelled ? 'The passkey sign-in was cancelled or timed out.' : signInErrorMessage(cause),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="grid gap-2">
      <Button variant="outline" className="w-full" disabled={pending} onClick={() => void start()}>
        {pending ? <Spinner /> : <KeyRound aria-hidden="true" />}
        Use a passkey
      </Button>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
