import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FeeRecordPage, FeeRecordsQuery } from '@/shared/schemas/fees';
import { feeRecordPageSchema } from '@/shared/schemas/fees';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { listParams } from '@/web/lib/list-params';
import { feeKeys } from './fee-query-keys';

/** GET /api/admin/fee-records: one page, status computed by the server from today's date. */
export function listFeeRecords(query: FeeRecordsQuery): Promise<FeeRecordPage> {
  return fetchParsed(feeRecordPageSchema, `/api/admin/fee-records?${listParams(query)}`);
}

export const feeRecordsQuery = (query: FeeRecordsQuery) =>
  queryOptions({
    queryKey: feeKeys.recordList(query),
    queryFn: () => listFeeRecords(query),
    placeholderData: keepPreviousData,
  });

export function useFeeRecords(query: FeeRecordsQuery, enabled = true) {
  return useQuery({ ...feeRecordsQuery(query), enabled });
}
