import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ListStaffQuery, type StaffRole, staffListSchema } from '@/shared/schemas/directory';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { listParams } from '@/web/lib/list-params';
import { directoryKeys } from './directory-keys';

/** GET /api/admin/teachers or /api/admin/parents: one page, with invitations not accepted yet. */
export const listStaff = (role: StaffRole, query: ListStaffQuery) =>
  fetchParsed(staffListSchema, `/api/admin/${role}s?${listParams(query)}`);

export const staffQueryOptions = (role: StaffRole, query: ListStaffQuery) =>
  queryOptions({
    queryKey: directoryKeys.list(`${role}s`, query),
    queryFn: () => listStaff(role, query),
    placeholderData: keepPreviousData,
  });

export const useStaff = (role: StaffRole, query: ListStaffQuery, enabled = true) =>
  useQuery({ ...staffQueryOptions(role, query), enabled });
