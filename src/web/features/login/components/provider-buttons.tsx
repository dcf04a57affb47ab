import { KeyRound } from 'lucide-react';
import type { Tenant } from '@/shared/schemas/tenants';
import { Button } from '@/web/components/ui/button';
import { providerStartUrl, useSignInProviders } from '../api/get-sign-in-providers';

/**
 * 'Sign in with <provider>' for each enabled provider of the school, beside the password form.
 * Nothing while loading or when the school has none; a line in words when they cannot be loaded.
 */
export function ProviderButtons({ tenant }: { tenant: Tenant }) {
  const providers = useSignInProviders(tenant.id);
  if (providers.isError) {
    return (
      <p className="text-center text-sm text-muted-foreground">
        Other ways to sign in could not be loaded.
      </p>
    );
  }
  if (!providers.data?.length) return null;
  return (
    <div className="grid gap-2" role="group" aria-label="Sign in with your school account">
      <p className="text-center text-sm text-muted-foreground">or</p>
      {providers.data.map((provider) => (
        <Button key={provider.id} asChild variant="outline" className="w-full">
          <a href={providerStartUrl(tenant.id, provider.id)}>
            <KeyRound aria-hidden="true" />
            Sign in with {provider.display_name}
          </a>
        </Button>
      ))}
    </div>
  );
}
