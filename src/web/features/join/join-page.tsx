import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { dashboardPathForRole } from '@/shared/rules/role-paths';
import { type InvitationLink, type JoinFormInput, joinFormSchema } from '@/shared/schemas/people';
import { PageSpinner } from '@/web/components/page-spinner';
import { SchoolLogo } from '@/web/components/school-logo';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { useBranding } from '@/web/lib/branding/branding-context';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';
import { useAcceptInvitation } from './api/accept-invitation';
import { useInvitation } from './api/preview-invitation';

/** The link's token and school, from the address fragment (which browsers never send to servers). */
function readInvitationLink(): InvitationLink | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const token = params.get('token')?.trim();
  const tenantId = params.get('tenant_id')?.trim();
  return token && tenantId ? { token, tenant_id: tenantId } : null;
}

/** /join: an invited teacher, parent or admin sets a password and is signed in. */
export function JoinPage() {
  const navigate = useNavigate();
  const { applyTenant } = useBranding();
  const [link] = useState(readInvitationLink);
  useEffect(() => {
    // Read once; then out of the address bar, so the token is neither kept in history nor shared.
    if (window.location.hash) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    }
  }, []);
  const invitation = useInvitation(link);
  const accept = useAcceptInvitation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JoinFormInput>({
    resolver: zodResolver(joinFormSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const tenant = invitation.data?.tenant;
  useEffect(() => {
    if (tenant) applyTenant(tenant);
  }, [tenant, applyTenant]);

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!link || !invitation.data) return;
    try {
      await accept.mutateAsync({ ...link, password });
      await navigate(dashboardPathForRole(invitation.data.role), { replace: true });
    } catch (error) {
      const message = fieldErrors(error).password;
      if (message) setError('password', { message }, { shouldFocus: true });
    }
  });

  if (link && invitation.isPending) return <PageSpinner />;

  const failure = !link
    ? 'This invitation link is incomplete. Open the link from your email again.'
    : invitation.isError
      ? requestErrorMessage(invitation.error)
      : null;

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted/40 px-4 py-10">
      {tenant ? (
        <header className="flex flex-col items-center gap-3 text-center">
          <SchoolLogo tenant={tenant} className="size-16 text-lg" />
          <h1 className="text-2xl font-bold tracking-tight">{tenant.school_name}</h1>
          <p className="text-muted-foreground">You are invited to join the school&apos;s portal</p>
        </header>
      ) : (
        <h1 className="text-2xl font-bold tracking-tight">Join your school</h1>
      )}
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle>Set your password</CardTitle>
          {invitation.data ? (
            <CardDescription>
              {invitation.data.full_name} ({invitation.data.email}), joining as{' '}
              {invitation.data.role}.
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {failure ? (
            <>
              <Alert>{failure}</Alert>
              <p className="text-sm text-muted-foreground">
                Ask your school administrator to send you a new invitation.
              </p>
              <Button variant="outline" onClick={() => void navigate('/')}>
                Go to school selection
              </Button>
            </>
          ) : (
            <form className="grid gap-4" onSubmit={onSubmit} noValidate>
              <TextField
                id="join-password"
                label="Password"
                type="password"
                autoComplete="new-password"
                error={errors.password?.message}
                {...register('password')}
              />
              <TextField
                id="join-confirm"
                label="Confirm password"
                type="password"
                autoComplete="new-password"
                error={errors.confirm?.message}
                {...register('confirm')}
              />
              {accept.isError && !fieldErrors(accept.error).password ? (
                <Alert>{requestErrorMessage(accept.error)}</Alert>
              ) : null}
              <Button type="submit" className="w-full" disabled={isSubmitting}>
                {isSubmitting ? <Spinner /> : null}
                Join and sign in
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
