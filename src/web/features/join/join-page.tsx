import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { dashboardPathForRole } from '@/shared/rules/role-paths';
import { type InvitationLink, type JoinFormInput, joinFormSchema } from '@/shared/schemas/people';
import { Form, FormAlert, SubmitButton } from '@/web/components/form/form';
import { FormTextField } from '@/web/components/form/form-fields';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { PageSpinner } from '@/web/components/page-spinner';
import { SchoolLogo } from '@/web/components/school-logo';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { useBranding } from '@/web/lib/branding/branding-context';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { useAcceptInvitation } from './api/accept-invitation';
import { useInvitation } from './api/preview-invitation';
import { SectionCard } from '@/web/components/section-card';

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
  const form = useZodForm(joinFormSchema, { password: '', confirm: '' });

  const tenant = invitation.data?.tenant;
  useEffect(() => {
    if (tenant) applyTenant(tenant);
  }, [tenant, applyTenant]);

  const join = async ({ password }: JoinFormInput) => {
    if (!link || !invitation.data) return;
    await accept.mutateAsync({ ...link, password });
    await navigate(dashboardPathForRole(invitation.data.role), { replace: true });
  };

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
      <SectionCard
        className="w-full max-w-sm"
        title="Set your password"
        description={
          invitation.data ? (
            <>
              {invitation.data.full_name} ({invitation.data.email}), joining as{' '}
              {invitation.data.role}.
            </>
          ) : null
        }
        contentClassName="grid gap-4"
      >
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
          <Form form={form} idPrefix="join" onSubmit={join} className="grid gap-4">
            <FormTextField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
            />
            <FormTextField
              name="confirm"
              label="Confirm password"
              type="password"
              autoComplete="new-password"
            />
            <FormAlert />
            <SubmitButton className="w-full">Join and sign in</SubmitButton>
          </Form>
        )}
      </SectionCard>
    </main>
  );
}
