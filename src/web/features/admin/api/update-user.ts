import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow, UpdateUserInput } from '@/shared/schemas/people';
import { adminUserRowSchema } from '@/shared/schemas/people';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { statsQueryKey } from './get-stats';
import { usersQueryKey } from './list-users';

/** PATCH /api/admin/users/:id: name, email, role, status; deactivating signs the person out. */
export function updateUser({
  id,
  changes,
}: {
  id: string;
  changes: UpdateUserInput;
}): Promise<AdminUserRow> {
  return fetchParsed(adminUserRowSchema, `/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
      await queryClient.invalidateQueries({ queryKey: statsQueryKey });
    },
  });
}
