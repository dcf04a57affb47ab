import { noContentSchema } from '@/shared/schemas/responses';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { peopleKeys } from './directory-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

/** DELETE /api/admin/users/:id: refused (409) for a person with history. */
export async function deleteUser(id: string): Promise<void> {
  await fetchParsed(noContentSchema, `/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteUser() {
  return useInvalidatingMutation(deleteUser, peopleKeys);
}
