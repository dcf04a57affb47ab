import { useQuery } from '@tanstack/react-query';
import {
  type IdentityProvider,
  type IdentityProviderInput,
  type SignInMethods,
  identityProviderSchema,
  signInMethodsSchema,
} from '@/shared/schemas/identity-providers';
import { noContentSchema } from '@/shared/schemas/responses';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';
import { settingsKeys } from './settings-keys';

const signInKey = [...settingsKeys.settings, 'sign-in'] as const;
const invalidated = [signInKey, settingsKeys.activityAll];

/** GET /api/admin/sign-in-methods: the school's providers and the roles without passwords. */
export const useSignInMethods = () =>
  useQuery({
    queryKey: signInKey,
    queryFn: () => fetchParsed(signInMethodsSchema, '/api/admin/sign-in-methods'),
  });

const addProvider = (input: IdentityProviderInput) =>
  fetchParsed(identityProviderSchema, '/api/admin/identity-providers', {
    method: 'POST',
    body: input,
  });

/** POST /api/admin/identity-providers. */
export const useAddIdentityProvider = () => useInvalidatingMutation(addProvider, invalidated);

/** PUT /api/admin/identity-providers/:id with the provider as it is, turned on or off. */
const toggleProvider = (provider: IdentityProvider) =>
  fetchParsed(identityProviderSchema, `/api/admin/identity-providers/${provider.id}`, {
    method: 'PUT',
    body: {
      display_name: provider.display_name,
      issuer_url: provider.issuer_url,
      client_id: provider.client_id,
      client_secret: '',
      allowed_domains: provider.allowed_domains.join(', '),
      enabled: !provider.enabled,
    },
  });

export const useToggleIdentityProvider = () => useInvalidatingMutation(toggleProvider, invalidated);

const removeProvider = async (id: string) => {
  await fetchParsed(noContentSchema, `/api/admin/identity-providers/${id}`, { method: 'DELETE' });
};

/** DELETE /api/admin/identity-providers/:id. */
export const useRemoveIdentityProvider = () => useInvalidatingMutation(removeProvider, invalidated);

const setPasswordOff = (roles: SignInMethods['password_sign_in_off']) =>
  fetchParsed(signInMethodsSchema, '/api/admin/sign-in-methods/password', {
    method: 'PUT',
    body: { password_sign_in_off: roles },
  });

/** PUT /api/admin/sign-in-methods/password. */
export const useSetPasswordSignInOff = () => useInvalidatingMutation(setPasswordOff, invalidated);
