import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddUserInput, AdminUserRow } from '@/shared/schemas/people';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { usersQueryKey } from './list-users';
import { statsQueryKey } from './get-stats';

/** POST /api/admin/users: invites a teacher, parent or admin by email; adds a student record. */
export function addUser(input: AddUserInput): Promise<AdminUserRow> {
  return authorizedFetch('/api/admin/users', { method: 'POST', body: input });
}

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
      await queryClient.invalidateQueries({ queryKey: statsQueryKey });
    },
  });
}
