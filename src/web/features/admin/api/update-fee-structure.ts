import type { FeeStructureUpdate } from '@/shared/schemas/fees';
import { feeStructureChangedSchema } from '@/shared/schemas/fees';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { feeKeys } from './fee-query-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

/** PATCH /api/admin/fee-structures/:id; future unpaid fee records follow the change. */
export function updateFeeStructure({ id, changes }: { id: string; changes: FeeStructureUpdate }) {
  return fetchParsed(feeStructureChangedSchema, `/api/admin/fee-structures/${id}`, {
    method: 'PATCH',
    body: changes,
  });
}

export function useUpdateFeeStructure() {
  return useInvalidatingMutation(updateFeeStructure, [feeKeys.structures, feeKeys.records]);
}
