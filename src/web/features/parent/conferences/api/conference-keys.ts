import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Query keys of the parent's conference screen. */
export const conferenceKeys = { all: ['parent', 'conferences'] as const };

/**
 * A booking change: whatever the answer (a slot just taken by another family is a 409), the free
 * slots are read again.
 */
export function useBookingMutation<TData, TVariables>(
  fn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: conferenceKeys.all }),
  });
}
