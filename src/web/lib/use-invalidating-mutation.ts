import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/** Marks the queries under these keys stale; resolves once those on screen have loaded again. */
export const invalidateQueryKeys = (queryClient: QueryClient, queryKeys: readonly QueryKey[]) =>
  Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * A mutation that, once it succeeds, marks the queries under these keys stale and waits for those
 * on screen to load again: a form closes on lists that already show what it saved.
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKeys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateQueryKeys(queryClient, queryKeys),
  });
}
