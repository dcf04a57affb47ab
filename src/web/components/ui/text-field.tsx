import type { ComponentProps, ReactNode } from 'react';
import { Field, type FieldProps } from './field';
import { Input } from './input';

export interface TextFieldProps extends FieldProps, Omit<ComponentProps<'input'>, 'id'> {
  /** Placed over the input's right end, such as a show-password toggle. */
  adornment?: ReactNode;
}

/** A labelled input with its error or hint linked for assistive technology. */
export function TextField({ id, label, error, hint, adornment, ...inputProps }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) =>
        adornment ? (
          <div className="relative">
            <Input {...control} {...inputProps} />
            {adornment}
          </div>
        ) : (
          <Input {...control} {...inputProps} />
        )
      }
    </Field>
  );
}
