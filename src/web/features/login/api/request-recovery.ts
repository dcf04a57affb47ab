import { useMutation } from '@tanstack/react-query';
import type { RecoverInput } from '@/shared/schemas/auth';
import { apiFetch } from '@/web/lib/api-client';

/** POST /api/auth/recover: 202 whether or not the account exists; the link goes out by email. */
export async function requestRecovery(input: RecoverInput): Promise<void> {
  await apiFetch('/api/auth/recover', { method: 'POST', body: input });
}

export function useRequestRecovery() {
  return useMutation({ mutationFn: requestRecovery });
}
