import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';

/** Where a form keeps the refusal that no field shows; FormAlert shows it. */
export const FORM_ALERT = 'root.request';

/** Request paths that a field of the form answers under another name, such as amountCents: amount. */
export type FieldOf<Values extends FieldValues> = Partial<Record<string, Path<Values>>>;

/** Shows a message in the form's alert (FormAlert); the next submit clears it. */
export function setFormAlert<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  message: string,
) {
  form.setError(FORM_ALERT, { message });
}

/**
 * Shows a refused request on the form: each message that names one of its fields beside that field
 * (the first such field focused); when none does, the first other message, or the request's own
 * (spec 8), in the form's alert.
 */
export function showRequestError<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError' | 'getValues'>,
  error: unknown,
  fieldOf: FieldOf<Values> = {},
) {
  const fields = new Set(Object.keys(form.getValues()));
  const others: string[] = [];
  let named = false;
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    const top = path.split('.')[0] ?? path;
    const field = fieldOf[top] ?? (top as Path<Values>);
    if (fields.has(field)) {
      form.setError(field, { message }, { shouldFocus: !named });
      named = true;
    } else {
      others.push(message);
    }
  }
  if (!named) setFormAlert(form, others[0] ?? requestErrorMessage(error));
}

/**
 * The form's submit: checks the values with its resolver, then `send`s them; what `send` throws
 * (a refused request) shows on the form as showRequestError says.
 */
export function submitHandler<Values extends FieldValues, Sent>(
  form: UseFormReturn<Values, unknown, Sent>,
  send: (values: Sent) => unknown,
  fieldOf?: FieldOf<Values>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      showRequestError(form, error, fieldOf);
    }
  });
}
