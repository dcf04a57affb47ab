import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContentSchema } from '@/shared/schemas/responses';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { feeKeys } from './fee-query-keys';

/** DELETE /api/admin/fee-structures/:id; paid and past records are kept. */
export async function deleteFeeStructure(id: string): Promise<void> {
  await fetchParsed(noContentSchema, `/api/admin/fee-structures/${id}`, { method: 'DELETE' });
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
