import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { signInSchema } from '@/shared/schemas/auth';
import type { Tenant } from '@/shared/schemas/tenants';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth/auth-context';
import { signInErrorMessage } from '../sign-in-error';

const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then((module) => ({
    default: module.ForgotPasswordDialog,
  })),
);

const credentialsSchema = signInSchema.omit({ tenant_id: true });
type Credentials = { email: string; password: string };

export function SignInForm({ tenant }: { tenant: Tenant }) {
  const { signIn } = useAuth();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The dialog's code loads on the first click, then the dialog stays mounted for its animations.
  const [forgot, setForgot] = useState<{ open: boolean; email: string } | null>(null);
  const forgotButton = useRef<HTMLButtonElement>(null);
  const failureId = useId();
  const {
    register,
    handleSubmit,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const canSubmit = email.length > 0 && password.length > 0 && !isSubmitting;

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      await signIn({ tenant_id: tenant.id, ...credentials });
    } catch (error) {
      setFailure(signInErrorMessage(error));
    }
  });

  return (
    <>
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@school.edu"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="password"
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          className="pr-11"
          error={errors.password?.message}
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
          {...register('password')}
        />
        {failure ? <Alert id={failureId}>{failure}</Alert> : null}
        <Button type="submit" className="w-full" disabled={!canSubmit}>
          {isSubmitting ? (
            <>
              <Spinner />
              Signing in...
            </>
          ) : (
            'Sign In'
          )}
        </Button>
        <Button
          ref={forgotButton}
          variant="link"
          className="h-8 justify-self-center px-2"
          onClick={() => setForgot({ open: true, email: getValues('email').trim() })}
        >
          Forgot your password?
        </Button>
      </form>
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
