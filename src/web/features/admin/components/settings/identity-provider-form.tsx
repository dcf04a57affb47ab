import {
  type IdentityProviderInput,
  identityProviderInputSchema,
} from '@/shared/schemas/identity-providers';
import { FormTextField } from '@/web/components/form/form-fields';
import { AddEntryForm } from './add-entry-form';
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
  return (
    <AddEntryForm
      schema={identityProviderInputSchema}
      empty={EMPTY}
      add={(draft) => add.mutateAsync(draft)}
      added={(provider) => `Sign-in provider added: ${provider.display_name}`}
      idPrefix="identity-provider"
      aria-label="Add a sign-in provider"
      submitLabel="Add Provider"
    >
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
    </AddEntryForm>
  );
}
