import type { PaymentInput } from '@/shared/schemas/fees';
import { paymentResultSchema } from '@/shared/schemas/fees';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { directoryKeys } from './directory-keys';
import { feeKeys } from './fee-query-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

/** POST /api/admin/fee-records/:id/payments; paying the whole outstanding amount marks it paid. */
export function recordPayment({ recordId, input }: { recordId: string; input: PaymentInput }) {
  return fetchParsed(paymentResultSchema, `/api/admin/fee-records/${recordId}/payments`, {
    method: 'POST',
    body: input,
  });
}

export function useRecordPayment() {
  // The records, and a student's page with its balance due.
  return useInvalidatingMutation(recordPayment, [feeKeys.records, directoryKeys.all]);
}
