import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { formatDollars } from '@/shared/rules/fees';
import {
  type FeeRecord,
  PAYMENT_METHODS,
  type PaymentForm,
  paymentFormSchema,
  toPaymentInput,
} from '@/shared/schemas/fees';
import { FormDialog } from '@/web/components/form-dialog';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';
import { useRecordPayment } from '../api/record-payment';

/** Today on this device's calendar, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const methodLabels: Record<(typeof PAYMENT_METHODS)[number], string> = {
  cash: 'Cash',
  card: 'Card',
  'bank transfer': 'Bank transfer',
  cheque: 'Cheque',
  other: 'Other',
};
const methodOptions = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: methodLabels[method],
}));

const formFor = (record: FeeRecord | null): PaymentForm => ({
  amount: record ? ((record.amountCents - record.paidCents) / 100).toFixed(2) : '',
  paidOn: localToday(),
  method: 'cash',
  reference: '',
});

/** Records a payment against one fee record; the whole outstanding amount marks it paid. */
export function RecordPaymentDialog({
  record,
  onOpenChange,
}: {
  record: FeeRecord | null;
  onOpenChange: (open: boolean) => void;
}) {
  const pay = useRecordPayment();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PaymentForm>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: formFor(record),
  });

  useEffect(() => {
    if (record) {
      reset(formFor(record));
      pay.reset();
    }
    // Only when another record is chosen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record?.id]);

  const server = fieldErrors(pay.error);
  const amountError = errors.amount?.message ?? server.amountCents;
  const dateError = errors.paidOn?.message ?? server.paidOn;
  const otherError =
    pay.isError && !server.amountCents && !server.paidOn ? requestErrorMessage(pay.error) : null;

  const onSubmit = handleSubmit((form) => {
    if (!record) return;
    pay.mutate(
      { recordId: record.id, input: toPaymentInput(form) },
      {
        onSuccess: ({ record: updated }) => {
          // The records list stays open; the paid row now has its 'Receipt' link.
          toast.success(
            updated.status === 'paid' ? 'Payment recorded: paid in full' : 'Payment recorded',
          );
          onOpenChange(false);
        },
      },
    );
  });

  return (
    <FormDialog
      open={record !== null}
      onOpenChange={onOpenChange}
      title="Record payment"
      description={
        record
          ? `${record.feeType} for ${record.studentName}, due ${record.dueDate}: ${formatDollars(
              record.amountCents - record.paidCents,
            )} outstanding.`
          : null
      }
      onSubmit={onSubmit}
      error={otherError}
      confirmLabel="Save payment"
      pending={pay.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="payment-amount"
          label="Amount paid ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          error={amountError}
          {...register('amount')}
        />
        <TextField
          id="payment-date"
          label="Payment date"
          type="date"
          max={localToday()}
          error={dateError}
          {...register('paidOn')}
        />
      </div>
      <SelectField
        id="payment-method"
        label="Method"
        options={methodOptions}
        {...register('method')}
      />
      <TextField
        id="payment-reference"
        label="Reference (optional)"
        error={errors.reference?.message ?? server.reference}
        {...register('reference')}
      />
    </FormDialog>
  );
}
