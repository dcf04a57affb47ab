import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StaffRole, staffDetailSchema } from '@/shared/schemas/directory';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { directoryKeys } from './directory-keys';

/** GET /api/admin/teachers/:id or /api/admin/parents/:id: the person, their classes or children. */
export const getStaffMember = (role: StaffRole, id: string) =>
  fetchParsed(staffDetailSchema, `/api/admin/${role}s/${encodeURIComponent(id)}`);

export const staffMemberQueryOptions = (role: StaffRole, id: string) =>
  queryOptions({
    queryKey: directoryKeys.detail(`${role}s`, id),
    queryFn: () => getStaffMember(role, id),
  });

export const useStaffMember = (role: StaffRole, id: string) =>
  useQuery(staffMemberQueryOptions(role, id));
