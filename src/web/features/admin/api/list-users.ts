import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ListUsersQuery, type UserList, userListSchema } from '@/shared/schemas/people';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { parseAnswer } from '@/web/lib/fetch-parsed';
import { listParams } from '@/web/lib/list-params';

export const usersQueryKey = ['admin', 'users'] as const;

/** GET /api/admin/users: one page of the school's people, filtered and sorted by the server. */
export async function listUsers(query: ListUsersQuery): Promise<UserList> {
  return parseAnswer(
    userListSchema,
    await authorizedFetch(`/api/admin/users?${listParams(query)}`),
    'The server sent a list it could not read',
  );
}

export const usersQueryOptions = (query: ListUsersQuery) =>
  queryOptions({
    queryKey: [...usersQueryKey, query],
    queryFn: () => listUsers(query),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: ListUsersQuery) {
  return useQuery(usersQueryOptions(query));
}
