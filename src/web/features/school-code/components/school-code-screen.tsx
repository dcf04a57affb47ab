import { School } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { Tenant } from '@/shared/schemas/tenants';
import { SectionCard } from '@/web/components/section-card';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { lookUpTenant } from '../api/get-tenant';
import { schoolCodeErrorMessage } from '../school-code-error';

type Lookup = { state: 'idle' } | { state: 'pending' } | { state: 'error'; error: unknown };

/**
 * The school code screen (spec 5) as the visitor sees it: the code, its lookup and what a failed
 * lookup says. What follows a school found is the caller's: the app's page (school-code-page.tsx)
 * goes to /login in the router; the first visit's screen (src/web/first-screen.tsx) starts the app
 * there. Neither router nor query client is needed here, so the first visit loads neither.
 */
export function SchoolCodeScreen({
  onFound,
  busy = false,
  beforeLookUp,
  notices,
  inactive = false,
}: {
  /** Called with the school found; the button says 'Verifying...' until it settles. */
  onFound: (tenant: Tenant) => Promise<void>;
  /** Still verifying for another reason (the sign-in screen loading). */
  busy?: boolean;
  beforeLookUp?: () => void;
  /** Messages above the form (an email link's outcome). */
  notices?: ReactNode;
  /** The picture of the screen in index.html, before its code runs: nothing to type into yet. */
  inactive?: boolean;
}) {
  const [code, setCode] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const errorId = useId();
  const verifying = lookup.state === 'pending' || busy;
  const canContinue = code.trim().length > 0 && !verifying;
  const failed = lookup.state === 'error';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canContinue) return;
    beforeLookUp?.();
    setLookup({ state: 'pending' });
    let tenant: Tenant;
    try {
      tenant = await lookUpTenant(code);
    } catch (error) {
      setLookup({ state: 'error', error });
      return;
    }
    await onFound(tenant);
    setLookup({ state: 'idle' });
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
        {notices}
        <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
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
              disabled={inactive}
              onChange={(event) => {
                setCode(event.target.value);
                if (failed) setLookup({ state: 'idle' });
              }}
              aria-invalid={failed || undefined}
              aria-describedby={failed ? errorId : undefined}
            />
          </div>
          {failed ? <Alert id={errorId}>{schoolCodeErrorMessage(lookup.error)}</Alert> : null}
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
