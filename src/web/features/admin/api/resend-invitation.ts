import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow } from '@/shared/schemas/people';
import { adminUserRowSchema } from '@/shared/schemas/people';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { usersQueryKey } from './list-users';

/** POST /api/admin/invitations/:id/resend: a new link, a new email, a new expiry. */
export function resendInvitation(id: string): Promise<AdminUserRow> {
  return fetchParsed(
    adminUserRowSchema,
    `/api/admin/invitations/${encodeURIComponent(id)}/resend`,
    {
      method: 'POST',
    },
  );
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
