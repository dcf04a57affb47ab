import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddUserInput, AdminUserRow } from '@/shared/schemas/people';
import { adminUserRowSchema } from '@/shared/schemas/people';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { usersQueryKey } from './list-users';
import { statsQueryKey } from './get-stats';

/** POST /api/admin/users: invites a teacher, parent or admin by email; adds a student record. */
export function addUser(input: AddUserInput): Promise<AdminUserRow> {
  return fetchParsed(adminUserRowSchema, '/api/admin/users', { method: 'POST', body: input });
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
