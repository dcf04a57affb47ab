import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeeStructureInput } from '@/shared/schemas/fees';
import { feeStructureCreatedSchema } from '@/shared/schemas/fees';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { feeKeys } from './fee-query-keys';

/** POST /api/admin/fee-structures; an active structure's fee records are created with it. */
export function createFeeStructure(input: FeeStructureInput) {
  return fetchParsed(feeStructureCreatedSchema, '/api/admin/fee-structures', {
    method: 'POST',
    body: input,
  });
}

export function useCreateFeeStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeeStructure,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: feeKeys.structures });
      await queryClient.invalidateQueries({ queryKey: feeKeys.records });
    },
  });
}
