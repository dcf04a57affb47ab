import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContentSchema } from '@/shared/schemas/responses';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { usersQueryKey } from './list-users';

/** DELETE /api/admin/invitations/:id: the link stops working and the row goes away. */
export async function revokeInvitation(id: string): Promise<void> {
  await fetchParsed(noContentSchema, `/api/admin/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
