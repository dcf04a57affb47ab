import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppError } from '@/shared/errors';
import {
  type InvitationLink,
  type InvitationPreview,
  invitationPreviewSchema,
} from '@/shared/schemas/people';
import { apiFetch } from '@/web/lib/api-client';

/** POST /api/auth/invitation: who is invited to which school; spends nothing. */
export async function previewInvitation(link: InvitationLink): Promise<InvitationPreview> {
  const parsed = invitationPreviewSchema.safeParse(
    await apiFetch('/api/auth/invitation', { method: 'POST', body: link }),
  );
  if (!parsed.success)
    throw new AppError('INTERNAL', 'The server sent an invitation it could not read');
  return parsed.data;
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
