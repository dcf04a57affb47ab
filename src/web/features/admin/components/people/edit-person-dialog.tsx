import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { userStatuses } from '@/shared/schemas/people';
import { FormDialog } from '@/web/components/form-dialog';
import { FormSelectField, FormTextField } from '@/web/components/form/form-fields';
import type { DialogProps } from '@/web/components/dialog-frame';

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
}: DialogProps & {
  title: string;
  description: string;
  schema: z.ZodType;
  values: Values;
  fields: readonly (FieldSpec<Values> | readonly FieldSpec<Values>[])[];
  save: (values: Values) => Promise<unknown>;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: values as never,
  });

  const onSubmit = async (submitted: Values) => {
    await save(submitted);
    toast.success('Changes saved.');
    onOpenChange(false);
  };

  const render = ({ type = 'text', ...field }: FieldSpec<Values>) =>
    type === 'select' ? (
      <FormSelectField key={field.name} {...field} />
    ) : (
      <FormTextField key={field.name} {...field} type={type} autoComplete="off" />
    );

  return (
    <FormDialog
      form={form}
      idPrefix="edit-person"
      values={values}
      onSubmit={onSubmit}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel="Save Changes"
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
