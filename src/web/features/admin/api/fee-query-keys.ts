import type { FeeRecordsQuery } from '@/shared/schemas/fees';

/** Query keys of the fee screens: mutations invalidate by these. */
export const feeKeys = {
  structures: ['admin', 'fee-structures'] as const,
  records: ['admin', 'fee-records'] as const,
  recordList: (query: FeeRecordsQuery) => ['admin', 'fee-records', query] as const,
  receipt: (paymentId: string) => ['admin', 'receipts', paymentId] as const,
};
