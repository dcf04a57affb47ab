import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type IdentityProviderInput,
  identityProviderInputSchema,
} from '@/shared/schemas/identity-providers';
import { Form, FormAlert, SubmitButton } from '@/web/components/form/form';
import { FormTextField } from '@/web/components/form/form-fields';
import { useAddIdentityProvider } from '../../api/sign-in-methods';

const EMPTY: IdentityProviderInput = {
  display_name: '',
  issuer_url: '',
  client_id: '',
  client_secret: '',
  allowed_domains: '',
  enabled: true,
};

/** Adds an OpenID Connect provider (Google Workspace, Microsoft Entra, …), enabled at once. */
export function IdentityProviderForm() {
  const add = useAddIdentityProvider();
  const form = useForm<IdentityProviderInput>({
    resolver: zodResolver(identityProviderInputSchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });

  const save = async (draft: IdentityProviderInput) => {
    const provider = await add.mutateAsync(draft);
    toast.success(`Sign-in provider added: ${provider.display_name}`);
    form.reset(EMPTY);
  };

  return (
    <Form
      form={form}
      idPrefix="identity-provider"
      onSubmit={save}
      className="grid gap-4"
      aria-label="Add a sign-in provider"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          name="display_name"
          label="Display name"
          maxLength={80}
          placeholder="e.g. Google, Microsoft"
        />
        <FormTextField
          name="issuer_url"
          label="Issuer URL"
          type="url"
          placeholder="https://accounts.google.com"
        />
        <FormTextField name="client_id" label="Client ID" autoComplete="off" />
        <FormTextField
          name="client_secret"
          label="Client secret"
          type="password"
          autoComplete="new-password"
          hint="Kept encrypted; never shown again."
        />
        <FormTextField
          name="allowed_domains"
          label="Allowed email domains"
          placeholder="school.org, staff.school.org"
          hint="Only verified emails of these domains may sign in."
        />
      </div>
      <FormAlert />
      <div>
        <SubmitButton icon={<PlusIcon aria-hidden="true" />}>Add Provider</SubmitButton>
      </div>
    </Form>
  );
}
