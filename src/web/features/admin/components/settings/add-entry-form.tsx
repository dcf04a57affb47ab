import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { ZodType } from 'zod';
import { Form, FormAlert, SubmitButton } from '@/web/components/form/form';

interface AddEntryFormProps<Values extends FieldValues, Entry> extends Omit<
  ComponentProps<'form'>,
  'onSubmit'
> {
  /** The server's schema: the fields are checked with it and sent as typed (the server fills in the rest). */
  schema: ZodType<unknown, Values>;
  empty: Values;
  add: (draft: Values) => Promise<Entry>;
  /** The toast once the entry is added. */
  added: (entry: Entry) => string;
  /** What the fields hold for the next entry; without it, `empty`. */
  next?: (draft: Values) => Values;
  idPrefix: string;
  submitLabel: ReactNode;
}

/** A settings form that adds one entry to the list above it: its fields two to a row, then Add. */
export function AddEntryForm<Values extends FieldValues, Entry>({
  schema,
  empty,
  add,
  added,
  next = () => empty,
  submitLabel,
  children,
  ...props
}: AddEntryFormProps<Values, Entry>) {
  const form = useForm<Values>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: empty as DefaultValues<Values>,
  });
  const save = async (draft: Values) => {
    const entry = await add(draft);
    toast.success(added(entry));
    form.reset(next(draft));
  };
  return (
    <Form form={form} onSubmit={save} className="grid gap-4" {...props}>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <FormAlert />
      <div>
        <SubmitButton icon={<PlusIcon aria-hidden="true" />}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
