import { noContentSchema } from '@/shared/schemas/responses';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { feeKeys } from './fee-query-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

/** DELETE /api/admin/fee-structures/:id; paid and past records are kept. */
export async function deleteFeeStructure(id: string): Promise<void> {
  await fetchParsed(noContentSchema, `/api/admin/fee-structures/${id}`, { method: 'DELETE' });
}

export function useDeleteFeeStructure() {
  return useInvalidatingMutation(deleteFeeStructure, [feeKeys.structures, feeKeys.records]);
}
