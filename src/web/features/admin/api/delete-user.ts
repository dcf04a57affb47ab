import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { statsQueryKey } from './get-stats';
import { usersQueryKey } from './list-users';

/** DELETE /api/admin/users/:id: refused (409) for a person with history. */
export async function deleteUser(id: string): Promise<void> {
  await authorizedFetch(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
      await queryClient.invalidateQueries({ queryKey: statsQueryKey });
    },
  });
}
