import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

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
    onSuccess: () =>
      Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
