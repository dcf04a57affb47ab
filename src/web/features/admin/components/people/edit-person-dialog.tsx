import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { userStatuses } from '@/shared/schemas/people';
import { FormDialog } from '@/web/components/form-dialog';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';

export const statusOptions = userStatuses.map((status) => ({ value: status, label: status }));

export interface FieldSpec<Values> {
  name: Path<Values> & string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'select';
  options?: readonly { value: string; label: string }[];
  hint?: string;
}

/**
 * Edits a person with the server's own schema: the form checks it first, and what the server still
 * refuses (a roll number or email taken) shows beside its field.
 */
export function EditPersonDialog<Values extends FieldValues>({
  open,
  onOpenChange,
  title,
  description,
  schema,
  values,
  fields,
  save,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  schema: z.ZodType;
  values: Values;
  fields: readonly (FieldSpec<Values> | readonly FieldSpec<Values>[])[];
  save: (values: Values) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: values as never,
  });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      reset(values);
      setFailure(null);
    }
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onSubmit = handleSubmit(async (submitted) => {
    setFailure(null);
    try {
      await save(submitted);
      toast.success('Changes saved.');
      onOpenChange(false);
    } catch (error) {
      const byField = Object.entries(fieldErrors(error));
      for (const [field, message] of byField) {
        setError(field as Path<Values>, { message }, { shouldFocus: true });
      }
      if (byField.length === 0) setFailure(requestErrorMessage(error));
    }
  });

  const render = (field: FieldSpec<Values>) => {
    const id = `edit-person-${field.name}`;
    const error = (errors[field.name] as { message?: string } | undefined)?.message;
    return field.type === 'select' ? (
      <SelectField
        key={field.name}
        id={id}
        label={field.label}
        options={field.options}
        error={error}
        {...register(field.name)}
      />
    ) : (
      <TextField
        key={field.name}
        id={id}
        label={field.label}
        type={field.type ?? 'text'}
        autoComplete="off"
        hint={field.hint}
        error={error}
        {...register(field.name)}
      />
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onSubmit={onSubmit}
      error={failure}
      confirmLabel="Save Changes"
      pending={isSubmitting}
    >
      {fields.map((field) =>
        Array.isArray(field) ? (
          <div key={field.map((f) => f.name).join('-')} className="grid gap-4 sm:grid-cols-2">
            {field.map(render)}
          </div>
        ) : (
          render(field as FieldSpec<Values>)
        ),
      )}
    </FormDialog>
  );
}
