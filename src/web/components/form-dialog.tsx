import { type ReactNode, useEffect } from 'react';
import { type FieldValues, useFormState } from 'react-hook-form';
import { DialogActions } from '@/web/components/dialog-actions';
import { DialogFrame, type DialogProps } from '@/web/components/dialog-frame';
import { Form, FormAlert, type FormProps } from '@/web/components/form/form';

export interface FormDialogProps<Values extends FieldValues, Sent>
  extends Omit<FormProps<Values, Sent>, 'title'>, DialogProps {
  title: ReactNode;
  description: ReactNode;
  /** What the fields hold each time the dialog opens; without it, the form's default values. */
  values?: Values;
  /** The submit button's text, such as 'Save Class'. */
  confirmLabel: ReactNode;
}

/** A dialog holding one form: title, description, fields, any general error, Cancel and submit. */
export function FormDialog<Values extends FieldValues, Sent>({
  open,
  onOpenChange,
  title,
  description,
  values,
  confirmLabel,
  children,
  ...formProps
}: FormDialogProps<Values, Sent>) {
  const { form } = formProps;
  const { isSubmitting } = useFormState({ control: form.control });
  useEffect(() => {
    if (open) form.reset(values);
    // Fresh values only as it opens: a list refreshing meanwhile must not undo what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <Form className="grid gap-4" {...formProps}>
        {children}
        <FormAlert />
        <DialogActions
          onCancel={() => onOpenChange(false)}
          confirmLabel={confirmLabel}
          pending={isSubmitting}
        />
      </Form>
    </DialogFrame>
  );
}
