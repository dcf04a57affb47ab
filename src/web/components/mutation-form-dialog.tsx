import type { FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, type FormDialogProps } from '@/web/components/form-dialog';

interface MutationFormDialogProps<Values extends FieldValues, Sent, Result> extends Omit<
  FormDialogProps<Values, Sent>,
  'onSubmit'
> {
  /** The change the checked values are sent to; its refusal shows on the form. */
  mutation: { mutateAsync: (values: Sent) => Promise<Result> };
  /** The toast once the change is done, from what the server answered. */
  successMessage: (result: Result) => string;
}

/** A FormDialog that makes one change: once it is done, a toast says so and the dialog closes. */
export function MutationFormDialog<Values extends FieldValues, Sent, Result>({
  mutation,
  successMessage,
  ...props
}: MutationFormDialogProps<Values, Sent, Result>) {
  const submit = async (values: Sent) => {
    const result = await mutation.mutateAsync(values);
    toast.success(successMessage(result));
    props.onOpenChange(false);
  };
  return <FormDialog {...props} onSubmit={submit} />;
}
