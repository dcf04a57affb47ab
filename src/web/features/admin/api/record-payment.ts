import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentInput, PaymentResult } from '@/shared/schemas/fees';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { directoryKeys } from './directory-keys';
import { feeKeys } from './fee-query-keys';

/** POST /api/admin/fee-records/:id/payments; paying the whole outstanding amount marks it paid. */
export function recordPayment({ recordId, input }: { recordId: string; input: PaymentInput }) {
  return authorizedFetch<PaymentResult>(`/api/admin/fee-records/${recordId}/payments`, {
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
