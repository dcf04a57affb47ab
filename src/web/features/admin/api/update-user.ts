import type { AdminUserRow, UpdateUserInput } from '@/shared/schemas/people';
import { adminUserRowSchema } from '@/shared/schemas/people';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { peopleKeys } from './directory-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

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
  return useInvalidatingMutation(updateUser, peopleKeys);
}
