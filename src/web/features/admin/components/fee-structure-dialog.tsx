import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import type { FEE_FREQUENCIES } from '@/shared/rules/fees';
import {
  type FeeStructure,
  type FeeStructureForm,
  GRADE_LABELS,
  feeStructureFormSchema,
  toFeeStructureInput,
} from '@/shared/schemas/fees';
import { FormDialog } from '@/web/components/form-dialog';
import { FormSelectField, FormTextField } from '@/web/components/form/form-fields';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { useCreateFeeStructure } from '../api/create-fee-structure';
import { useUpdateFeeStructure } from '../api/update-fee-structure';
import type { DialogProps } from '@/web/components/dialog-frame';

export const frequencyLabels: Record<(typeof FEE_FREQUENCIES)[number], string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annually: 'Annually',
  'one-time': 'One-time',
};

const frequencyOptions = Object.entries(frequencyLabels).map(([value, label]) => ({
  value,
  label,
}));
const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

const emptyForm: FeeStructureForm = {
  feeType: '',
  amount: '',
  dueDay: '',
  frequency: 'monthly',
  applicableGrades: [],
  status: 'active',
};

function formOf(fee: FeeStructure | null): FeeStructureForm {
  if (!fee) return emptyForm;
  return {
    feeType: fee.feeType,
    amount: (fee.amountCents / 100).toFixed(2),
    dueDay: String(fee.dueDay),
    frequency: fee.frequency,
    applicableGrades: fee.applicableGrades.filter((label) => GRADE_LABELS.includes(label)),
    status: fee.status,
  };
}

/** The API names the amount in cents; its refusal shows beside the form's amount. */
const fieldOf = { amountCents: 'amount' } as const;

/** Spec 5 fee form: create when `fee` is null, else edit it. */
export function FeeStructureDialog({
  open,
  onOpenChange,
  fee,
}: DialogProps & {
  fee: FeeStructure | null;
}) {
  const create = useCreateFeeStructure();
  const update = useUpdateFeeStructure();
  const form = useZodForm(feeStructureFormSchema, formOf(fee));

  const save = async (values: FeeStructureForm) => {
    const input = toFeeStructureInput(values);
    if (fee) await update.mutateAsync({ id: fee.id, changes: input });
    else await create.mutateAsync(input);
    toast.success(fee ? 'Fee structure saved' : 'Fee structure created');
    onOpenChange(false);
  };

  return (
    <FormDialog
      form={form}
      idPrefix={fee ? `fee-${fee.id}` : 'fee-new'}
      fieldOf={fieldOf}
      values={formOf(fee)}
      onSubmit={save}
      open={open}
      onOpenChange={onOpenChange}
      title={fee ? 'Edit fee structure' : 'Create fee structure'}
      description="Fee records follow for every active student of the chosen grades."
      confirmLabel={fee ? 'Save fee' : 'Create fee'}
    >
      <FormTextField name="feeType" label="Fee type" placeholder="Tuition fee" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          name="amount"
          label="Amount ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          placeholder="0.00"
        />
        <FormTextField
          name="dueDay"
          label="Due day"
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          max="31"
          placeholder="1 to 31"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField name="frequency" label="Frequency" options={frequencyOptions} />
        <FormSelectField name="status" label="Status" options={statusOptions} />
      </div>
      <Controller
        control={form.control}
        name="applicableGrades"
        render={({ field, fieldState: { error } }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Applicable grades</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {GRADE_LABELS.map((label) => {
                const checked = field.value.includes(label);
                return (
                  <label key={label} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={checked}
                      onChange={() =>
                        field.onChange(
                          checked
                            ? field.value.filter((grade) => grade !== label)
                            : GRADE_LABELS.filter(
                                (grade) => grade === label || field.value.includes(grade),
                              ),
                        )
                      }
                    />
                    {label}
                  </label>
                );
              })}
            </div>
            {error ? <p className="text-sm text-destructive">{error.message}</p> : null}
          </fieldset>
        )}
      />
    </FormDialog>
  );
}
