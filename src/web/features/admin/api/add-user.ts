import type { AddUserInput, AdminUserRow } from '@/shared/schemas/people';
import { adminUserRowSchema } from '@/shared/schemas/people';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { peopleKeys } from './directory-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

/** POST /api/admin/users: invites a teacher, parent or admin by email; adds a student record. */
export function addUser(input: AddUserInput): Promise<AdminUserRow> {
  return fetchParsed(adminUserRowSchema, '/api/admin/users', { method: 'POST', body: input });
}

export function useAddUser() {
  return useInvalidatingMutation(addUser, peopleKeys);
}
