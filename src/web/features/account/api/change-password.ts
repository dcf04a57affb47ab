import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@/shared/schemas/auth';
import { authClient } from '@/web/lib/auth/auth-client';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';

/** POST /api/auth/password; the server signs out every other session of the user. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await authorizedFetch('/api/auth/password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => authClient.notifyUserUpdated(),
  });
}
