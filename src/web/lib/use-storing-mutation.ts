import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { invalidateQueryKeys } from './use-invalidating-mutation';

/** What else a stored answer makes stale: query keys, or a function that refreshes them. */
export type StaleAfterStore =
  readonly QueryKey[] | ((queryClient: QueryClient) => Promise<unknown>);

/**
 * A mutation whose answer is the new state of one query: the answer is stored under that query's
 * key at once (no second request), then the queries it makes stale are marked so and those on
 * screen load again before the mutation settles.
 */
export function useStoringMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  storedKey: (answer: TData, variables: TVariables) => QueryKey,
  stale: StaleAfterStore = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer, variables) => {
      queryClient.setQueryData(storedKey(answer, variables), answer);
      return typeof stale === 'function'
        ? stale(queryClient)
        : invalidateQueryKeys(queryClient, stale);
    },
  });
}
