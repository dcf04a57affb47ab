import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeeStructure } from '@/shared/schemas/fees';
import { feeStructureSchema } from '@/shared/schemas/fees';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { feeKeys } from './fee-query-keys';

/** GET /api/admin/fee-structures: the school's fee structures, oldest first. */
export function listFeeStructures(): Promise<FeeStructure[]> {
  return fetchParsed(feeStructureSchema.array(), '/api/admin/fee-structures');
}

export const feeStructuresQuery = () =>
  queryOptions({ queryKey: feeKeys.structures, queryFn: listFeeStructures });

export function useFeeStructures() {
  return useQuery(feeStructuresQuery());
}
