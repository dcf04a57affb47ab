import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';
import { useCreateFeeStructure } from '../api/create-fee-structure';
import { useUpdateFeeStructure } from '../api/update-fee-structure';

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

/** The API names money and days differently from the form; its field errors land on the form's. */
const apiToFormField: Record<string, keyof FeeStructureForm> = {
  feeType: 'feeType',
  amountCents: 'amount',
  dueDay: 'dueDay',
  frequency: 'frequency',
  applicableGrades: 'applicableGrades',
  status: 'status',
};

/** Spec 5 fee form: create when `fee` is null, else edit it. */
export function FeeStructureDialog({
  open,
  onOpenChange,
  fee,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fee: FeeStructure | null;
}) {
  const create = useCreateFeeStructure();
  const update = useUpdateFeeStructure();
  const mutation = fee ? update : create;
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FeeStructureForm>({
    resolver: zodResolver(feeStructureFormSchema),
    defaultValues: formOf(fee),
  });

  useEffect(() => {
    if (open) {
      reset(formOf(fee));
      create.reset();
      update.reset();
    }
    // Only when the dialog opens or shows another fee.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, fee?.id]);

  const serverErrors: Partial<Record<keyof FeeStructureForm, string>> = {};
  for (const [path, message] of Object.entries(fieldErrors(mutation.error))) {
    const field = apiToFormField[path.split('.')[0] ?? ''];
    if (field) serverErrors[field] ??= message;
  }
  const errorOf = (field: keyof FeeStructureForm) =>
    (errors[field]?.message as string | undefined) ?? serverErrors[field];

  const onSubmit = handleSubmit((form) => {
    const input = toFeeStructureInput(form);
    const done = {
      onSuccess: () => {
        toast.success(fee ? 'Fee structure saved' : 'Fee structure created');
        onOpenChange(false);
      },
    };
    if (fee) update.mutate({ id: fee.id, changes: input }, done);
    else create.mutate(input, done);
  });

  const idPrefix = fee ? `fee-${fee.id}` : 'fee-new';
  const generalError =
    mutation.isError && Object.keys(serverErrors).length === 0
      ? requestErrorMessage(mutation.error)
      : null;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={fee ? 'Edit fee structure' : 'Create fee structure'}
      description="Fee records follow for every active student of the chosen grades."
      onSubmit={onSubmit}
      error={generalError}
      confirmLabel={fee ? 'Save fee' : 'Create fee'}
      pending={mutation.isPending}
    >
      <TextField
        id={`${idPrefix}-type`}
        label="Fee type"
        placeholder="Tuition fee"
        error={errorOf('feeType')}
        {...register('feeType')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-amount`}
          label="Amount ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          placeholder="0.00"
          error={errorOf('amount')}
          {...register('amount')}
        />
        <TextField
          id={`${idPrefix}-due-day`}
          label="Due day"
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          max="31"
          placeholder="1 to 31"
          error={errorOf('dueDay')}
          {...register('dueDay')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${idPrefix}-frequency`}
          label="Frequency"
          options={frequencyOptions}
          {...register('frequency')}
        />
        <SelectField
          id={`${idPrefix}-status`}
          label="Status"
          options={statusOptions}
          {...register('status')}
        />
      </div>
      <Controller
        control={control}
        name="applicableGrades"
        render={({ field }) => (
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
            {errorOf('applicableGrades') ? (
              <p className="text-sm text-destructive">{errorOf('applicableGrades')}</p>
            ) : null}
          </fieldset>
        )}
      />
    </FormDialog>
  );
}
