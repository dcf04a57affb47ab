import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentInput } from '@/shared/schemas/fees';
import { paymentResultSchema } from '@/shared/schemas/fees';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { directoryKeys } from './directory-keys';
import { feeKeys } from './fee-query-keys';

/** POST /api/admin/fee-records/:id/payments; paying the whole outstanding amount marks it paid. */
export function recordPayment({ recordId, input }: { recordId: string; input: PaymentInput }) {
  return fetchParsed(paymentResultSchema, `/api/admin/fee-records/${recordId}/payments`, {
    method: 'POST',
    body: input,
  });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    // The records, and a student's page with its balance due.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feeKeys.records }),
        queryClient.invalidateQueries({ queryKey: directoryKeys.all }),
      ]),
  });
}
