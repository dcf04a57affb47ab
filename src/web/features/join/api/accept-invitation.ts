import { useMutation } from '@tanstack/react-query';
import { type Session, sessionSchema } from '@/shared/schemas/auth';
import type { AcceptInvitationInput } from '@/shared/schemas/people';
import { apiFetch } from '@/web/lib/api-client';
import { authClient } from '@/web/lib/auth/auth-client';
import { parseAnswer } from '@/web/lib/fetch-parsed';

/** POST /api/auth/accept-invitation: the account is made and signed in. */
export async function acceptInvitation(input: AcceptInvitationInput): Promise<Session> {
  return parseAnswer(
    sessionSchema,
    await apiFetch('/api/auth/accept-invitation', { method: 'POST', body: input }),
  );
}

export function useAcceptInvitation(client = authClient) {
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (session) => client.adoptSession(session),
  });
}
