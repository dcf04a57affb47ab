import type { FeeStructureInput } from '@/shared/schemas/fees';
import { feeStructureCreatedSchema } from '@/shared/schemas/fees';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { feeKeys } from './fee-query-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

/** POST /api/admin/fee-structures; an active structure's fee records are created with it. */
export function createFeeStructure(input: FeeStructureInput) {
  return fetchParsed(feeStructureCreatedSchema, '/api/admin/fee-structures', {
    method: 'POST',
    body: input,
  });
}

export function useCreateFeeStructure() {
  return useInvalidatingMutation(createFeeStructure, [feeKeys.structures, feeKeys.records]);
}
