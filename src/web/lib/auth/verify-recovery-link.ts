import { AppError } from '@/shared/errors';
import type { RecoverySession, VerifyLinkInput } from '@/shared/schemas/auth';
import { apiFetch } from '../api-client';

/**
 * POST /api/auth/verify: spends a password recovery link, answering the recovery session and the
 * school's code. Called by the auth client as the app starts, before anything renders.
 */
export async function verifyRecoveryLink(input: VerifyLinkInput): Promise<RecoverySession> {
  const body = await apiFetch('/api/auth/verify', { method: 'POST', body: input });
  // The schemas (and zod) load with the first auth call, not with the first screen.
  const { recoverySessionSchema } = await import('@/shared/schemas/auth');
  const parsed = recoverySessionSchema.safeParse(body);
  if (!parsed.success) {
    throw new AppError('INTERNAL', 'The server sent a session it could not read');
  }
  return parsed.data;
}
