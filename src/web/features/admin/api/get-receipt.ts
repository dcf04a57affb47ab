import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '@/shared/schemas/fees';
import { receiptSchema } from '@/shared/schemas/fees';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { feeKeys } from './fee-query-keys';

/** GET /api/admin/payments/:id/receipt: what the printable receipt shows. */
export function getReceipt(paymentId: string): Promise<Receipt> {
  return fetchParsed(receiptSchema, `/api/admin/payments/${paymentId}/receipt`);
}

export const receiptQuery = (paymentId: string) =>
  queryOptions({ queryKey: feeKeys.receipt(paymentId), queryFn: () => getReceipt(paymentId) });

export function useReceipt(paymentId: string) {
  return useQuery(receiptQuery(paymentId));
}
