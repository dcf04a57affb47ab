import { noContentSchema } from '@/shared/schemas/responses';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { usersQueryKey } from './list-users';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

/** DELETE /api/admin/invitations/:id: the link stops working and the row goes away. */
export async function revokeInvitation(id: string): Promise<void> {
  await fetchParsed(noContentSchema, `/api/admin/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useRevokeInvitation() {
  return useInvalidatingMutation(revokeInvitation, [usersQueryKey]);
}
