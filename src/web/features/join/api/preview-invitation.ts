import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type InvitationLink,
  type InvitationPreview,
  invitationPreviewSchema,
} from '@/shared/schemas/people';
import { apiFetch } from '@/web/lib/api-client';
import { parseAnswer } from '@/web/lib/fetch-parsed';

/** POST /api/auth/invitation: who is invited to which school; spends nothing. */
export async function previewInvitation(link: InvitationLink): Promise<InvitationPreview> {
  return parseAnswer(
    invitationPreviewSchema,
    await apiFetch('/api/auth/invitation', { method: 'POST', body: link }),
    'The server sent an invitation it could not read',
  );
}

export const invitationQueryOptions = (link: InvitationLink) =>
  queryOptions({
    queryKey: ['invitation', link.tenant_id, link.token],
    queryFn: () => previewInvitation(link),
    retry: false,
    staleTime: Infinity,
  });

export function useInvitation(link: InvitationLink | null) {
  return useQuery({
    ...invitationQueryOptions(link ?? { tenant_id: '', token: '' }),
    enabled: link !== null,
  });
}
