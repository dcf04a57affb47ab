import type { AdminUserRow } from '@/shared/schemas/people';
import { adminUserRowSchema } from '@/shared/schemas/people';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { usersQueryKey } from './list-users';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

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
  return useInvalidatingMutation(resendInvitation, [usersQueryKey]);
}
