import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '@/shared/schemas/fees';
import { receiptSchema } from '@/shared/schemas/fees';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { parentKeys } from './parent-keys';

/** GET /api/parent/payments/:id/receipt: the receipt of a payment for one of the parent's children. */
export function getReceipt(paymentId: string): Promise<Receipt> {
  return fetchParsed(
    receiptSchema,
    `/api/parent/payments/${encodeURIComponent(paymentId)}/receipt`,
  );
}

export const receiptQuery = (paymentId: string) =>
  queryOptions({ queryKey: parentKeys.receipt(paymentId), queryFn: () => getReceipt(paymentId) });

export function useReceipt(paymentId: string) {
  return useQuery(receiptQuery(paymentId));
}
