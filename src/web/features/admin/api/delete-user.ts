import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContentSchema } from '@/shared/schemas/responses';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { statsQueryKey } from './get-stats';
import { usersQueryKey } from './list-users';

/** DELETE /api/admin/users/:id: refused (409) for a person with history. */
export async function deleteUser(id: string): Promise<void> {
  await fetchParsed(noContentSchema, `/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
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
