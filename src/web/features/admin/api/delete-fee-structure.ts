import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { feeKeys } from './fee-query-keys';

/** DELETE /api/admin/fee-structures/:id; paid and past records are kept. */
export async function deleteFeeStructure(id: string): Promise<void> {
  await authorizedFetch(`/api/admin/fee-structures/${id}`, { method: 'DELETE' });
}

export function useDeleteFeeStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeeStructure,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: feeKeys.structures });
      await queryClient.invalidateQueries({ queryKey: feeKeys.records });
    },
  });
}
