import { type StaffEditInput, type StaffRole, staffDetailSchema } from '@/shared/schemas/directory';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { peopleKeys } from './directory-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

/** PATCH /api/admin/teachers/:id or /api/admin/parents/:id; deactivating signs them out. */
export const updateStaff = ({
  role,
  id,
  values,
}: {
  role: StaffRole;
  id: string;
  values: StaffEditInput;
}) =>
  fetchParsed(staffDetailSchema, `/api/admin/${role}s/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: values,
  });

export function useUpdateStaff() {
  return useInvalidatingMutation(updateStaff, peopleKeys);
}
