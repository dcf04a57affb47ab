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
import { FormSelectField, FormTextField } from '@/web/components/form/form-fields';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { useRecordPayment } from '../api/record-payment';

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

const formFor = (record: FeeRecord | null, today: string): PaymentForm => ({
  amount: record ? ((record.amountCents - record.paidCents) / 100).toFixed(2) : '',
  paidOn: today,
  method: 'cash',
  reference: '',
});

/** The API names the amount in cents; its refusal shows beside the form's amount. */
const fieldOf = { amountCents: 'amount' } as const;

/**
 * Records a payment against one fee record; the whole outstanding amount marks it paid. `today` is
 * the school's (from the records' page): the default and the latest payment date, whatever the
 * date on this device.
 */
export function RecordPaymentDialog({
  record,
  today,
  onOpenChange,
}: {
  record: FeeRecord | null;
  today: string;
  onOpenChange: (open: boolean) => void;
}) {
  const pay = useRecordPayment();
  const form = useZodForm(paymentFormSchema, formFor(record, today));

  const save = async (values: PaymentForm) => {
    if (!record) return;
    const { record: updated } = await pay.mutateAsync({
      recordId: record.id,
      input: toPaymentInput(values),
    });
    // The records list stays open; the paid row now has its 'Receipt' link.
    toast.success(
      updated.status === 'paid' ? 'Payment recorded: paid in full' : 'Payment recorded',
    );
    onOpenChange(false);
  };

  return (
    <FormDialog
      form={form}
      idPrefix="payment"
      fieldOf={fieldOf}
      values={formFor(record, today)}
      onSubmit={save}
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
      confirmLabel="Save payment"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          name="amount"
          label="Amount paid ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
        />
        <FormTextField name="paidOn" label="Payment date" type="date" max={today} />
      </div>
      <FormSelectField name="method" label="Method" options={methodOptions} />
      <FormTextField name="reference" label="Reference (optional)" />
    </FormDialog>
  );
}
