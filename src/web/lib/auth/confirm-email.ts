import type { ConfirmEmailInput } from '@/shared/schemas/auth';
import { apiFetch } from '../api-client';

/**
 * POST /api/auth/confirm: spends a sign-up confirmation link. Called by the auth client as the app
 * starts, before anything renders.
 */
export async function confirmEmail(input: ConfirmEmailInput): Promise<void> {
  await apiFetch('/api/auth/confirm', { method: 'POST', body: input });
}
