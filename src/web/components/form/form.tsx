import { type ComponentProps, type ReactNode, createContext, useContext } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useFormState } from 'react-hook-form';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { type FieldOf, submitHandler } from './submit-handler';

const IdPrefix = createContext<string | undefined>(undefined);

/** A field's element id: the form's idPrefix, then the field's name in kebab-case. */
export function useFieldId(name: string): string {
  const prefix = useContext(IdPrefix);
  const own = name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[._]/g, '-')
    .toLowerCase();
  return prefix ? `${prefix}-${own}` : own;
}

export interface FormProps<Values extends FieldValues, Sent> extends Omit<
  ComponentProps<'form'>,
  'onSubmit'
> {
  form: UseFormReturn<Values, unknown, Sent>;
  /** Sends the checked values; a refusal it throws shows on the form (see showRequestError). */
  onSubmit: (values: Sent) => unknown;
  /** Starts the ids of its fields: 'join' gives 'join-password'. */
  idPrefix?: string;
  fieldOf?: FieldOf<Values>;
}

/** A react-hook-form form: its fields (FormTextField…) bind to it by name; noValidate, the resolver checks. */
export function Form<Values extends FieldValues, Sent>({
  form,
  onSubmit,
  idPrefix,
  fieldOf,
  children,
  ...props
}: FormProps<Values, Sent>) {
  const submit = submitHandler(form, onSubmit, fieldOf);
  return (
    <FormProvider {...form}>
      <IdPrefix.Provider value={idPrefix}>
        <form noValidate onSubmit={(event) => void submit(event)} {...props}>
          {children}
        </form>
      </IdPrefix.Provider>
    </FormProvider>
  );
}

/** The refusal no field of the form shows, in plain words; nothing while there is none. */
export function FormAlert({ className }: { className?: string }) {
  const { errors } = useFormState();
  const message = errors.root?.request?.message;
  return message ? <Alert className={className}>{message}</Alert> : null;
}

/** The form's submit button: disabled with a spinner while the form is sent. */
export function SubmitButton({
  icon,
  pendingText,
  disabled,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type'> & {
  /** Shown before the text, replaced by the spinner while sending. */
  icon?: ReactNode;
  /** Replaces the text while sending, such as 'Saving...'. */
  pendingText?: ReactNode;
}) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" disabled={disabled || isSubmitting} {...props}>
      {isSubmitting ? <Spinner /> : icon}
      {isSubmitting && pendingText ? pendingText : children}
    </Button>
  );
}
