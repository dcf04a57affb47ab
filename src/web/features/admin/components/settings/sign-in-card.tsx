import { useState } from 'react';
import { PASSWORD_ROLES, type SignInMethods } from '@/shared/schemas/identity-providers';
import { ListState } from '@/web/components/list-state';
import { SectionCard } from '@/web/components/section-card';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { toastOutcome } from '@/web/lib/toast-outcome';
import {
  useRemoveIdentityProvider,
  useSetPasswordSignInOff,
  useSignInMethods,
  useToggleIdentityProvider,
} from '../../api/sign-in-methods';
import { IdentityProviderForm } from './identity-provider-form';
import { RemoveEntryButton, SettingsListItem } from './settings-list-item';

type Role = SignInMethods['password_sign_in_off'][number];
const ROLE_WORDS: Record<Role, string> = {
  admin: 'Admins',
  teacher: 'Teachers',
  parent: 'Parents',
  student: 'Students',
};

function ProviderList({ methods }: { methods: SignInMethods }) {
  const toggle = useToggleIdentityProvider();
  const remove = useRemoveIdentityProvider();
  if (methods.providers.length === 0) {
    return <p className="text-sm text-muted-foreground">No sign-in providers yet.</p>;
  }
  return (
    <ul className="grid gap-2" aria-label="Sign-in providers">
      {methods.providers.map((provider) => (
        <SettingsListItem
          key={provider.id}
          wrap
          name={provider.display_name}
          badge={
            <Badge variant={provider.enabled ? 'default' : 'muted'}>
              {provider.enabled ? 'On' : 'Off'}
            </Badge>
          }
          actions={
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={toggle.isPending}
                onClick={() =>
                  toggle.mutate(
                    provider,
                    toastOutcome(
                      `${provider.display_name} turned ${provider.enabled ? 'off' : 'on'}`,
                    ),
                  )
                }
              >
                {provider.enabled ? 'Turn Off' : 'Turn On'}
              </Button>
              <RemoveEntryButton
                name={provider.display_name}
                pending={remove.isPending}
                onRemove={() =>
                  remove.mutate(provider.id, toastOutcome(`Removed ${provider.display_name}`))
                }
              />
            </div>
          }
        >
          <p className="text-sm break-all text-muted-foreground">{provider.issuer_url}</p>
          <p className="text-sm text-muted-foreground">
            Emails of {provider.allowed_domains.join(', ')}
          </p>
        </SettingsListItem>
      ))}
    </ul>
  );
}

function PasswordSignIn({ methods }: { methods: SignInMethods }) {
  const save = useSetPasswordSignInOff();
  const [off, setOff] = useState<Role[]>(methods.password_sign_in_off);
  const flip = (role: Role) =>
    setOff((current) =>
      current.includes(role) ? current.filter((r) => r !== role) : [...current, role],
    );
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Password sign-in is turned off for</legend>
      {PASSWORD_ROLES.map((role) => (
        <label key={role} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={off.includes(role)}
            onChange={() => flip(role)}
          />
          {ROLE_WORDS[role]}
        </label>
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={save.isPending}
          onClick={() => save.mutate(off, toastOutcome('Password sign-in saved'))}
        >
          Save Password Sign-in
        </Button>
      </div>
    </fieldset>
  );
}

/** Sign-in with the school's OpenID Connect providers, and password sign-in by role. */
export function SignInCard() {
  const methods = useSignInMethods();
  return (
    <SectionCard
      title="Sign-in"
      description="People of your school can sign in with your school's identity provider (Google Workspace, Microsoft Entra or any OpenID Connect provider) to the account they already have or were invited to. Their role always comes from the portal."
      contentClassName="grid gap-6"
    >
      <ListState
        query={methods}
        loadingLabel="Loading sign-in settings"
        skeletonRows={2}
        errorText="The sign-in settings could not be loaded."
      >
        {(data) => (
          <>
            <p className="text-sm">
              Redirect URI to register with the provider:{' '}
              <code className="break-all">{data.redirect_uri}</code>
            </p>
            <ProviderList methods={data} />
            <IdentityProviderForm />
            <PasswordSignIn key={data.password_sign_in_off.join()} methods={data} />
          </>
        )}
      </ListState>
    </SectionCard>
  );
}
