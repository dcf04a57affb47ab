import { Eye, EyeOff } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { signInSchema } from '@/shared/schemas/auth';
import type { Tenant } from '@/shared/schemas/tenants';
import { Form, FormAlert, SubmitButton } from '@/web/components/form/form';
import { FormTextField } from '@/web/components/form/form-fields';
import { setFormAlert } from '@/web/components/form/submit-handler';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { Button } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/auth/auth-context';
import type { SecondFactorChallenge } from '@/shared/schemas/credentials';
import { signInWithPassword } from '../api/second-factor';
import { SecondFactorStep } from './second-factor-step';
import { EmailField } from './email-field';
import { signInErrorMessage } from '../sign-in-error';

const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then((module) => ({
    default: module.ForgotPasswordDialog,
  })),
);

const credentialsSchema = signInSchema.omit({ tenant_id: true });
type Credentials = { email: string; password: string };

export function SignInForm({ tenant }: { tenant: Tenant }) {
  const { adoptSession } = useAuth();
  const [showPassword, setShowPassword] = useState(false);
  // The dialog's code loads on the first click, then the dialog stays mounted for its animations.
  const [forgot, setForgot] = useState<{ open: boolean; email: string } | null>(null);
  const forgotButton = useRef<HTMLButtonElement>(null);
  const form = useZodForm(credentialsSchema, { email: '', password: '' });
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });

  // Issue 22: a second step (authenticator code, or setting one up) when the server asks for it.
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const send = (credentials: Credentials) =>
    signInWithPassword({ tenant_id: tenant.id, ...credentials }, adoptSession).then(
      setChallenge,
      (error: unknown) => setFormAlert(form, signInErrorMessage(error)),
    );
  if (challenge)
    return <SecondFactorStep challenge={challenge} onCancel={() => setChallenge(null)} />;

  return (
    <>
      <Form form={form} onSubmit={send} className="grid gap-4">
        <EmailField />
        <FormTextField
          name="password"
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          className="pr-11"
          adornment={
            <Button
              variant="ghost"
              size="icon"
              className="absolute top-0 right-0 h-10 w-10 text-muted-foreground"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            </Button>
          }
        />
        <FormAlert />
        <SubmitButton
          className="w-full"
          disabled={email.length === 0 || password.length === 0}
          pendingText="Signing in..."
        >
          Sign In
        </SubmitButton>
        <Button
          ref={forgotButton}
          variant="link"
          className="h-8 justify-self-center px-2"
          onClick={() => setForgot({ open: true, email: form.getValues('email').trim() })}
        >
          Forgot your password?
        </Button>
      </Form>
      {/* Outside the form: React events bubble through portals, and its submit is not ours. */}
      {forgot ? (
        <Suspense>
          <ForgotPasswordDialog
            open={forgot.open}
            onOpenChange={(open) => setForgot((current) => current && { ...current, open })}
            tenant={tenant}
            defaultEmail={forgot.email}
            returnFocusTo={forgotButton}
          />
        </Suspense>
      ) : null}
    </>
  );
}
