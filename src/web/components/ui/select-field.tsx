import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './field';
import { NativeSelect } from './native-select';

export interface SelectFieldProps extends FieldProps, Omit<ComponentProps<'select'>, 'id'> {
  /** The choices; more `<option>`s may follow as children (such as a 'Loading…' one). */
  options?: readonly { value: string; label: string }[];
}

/** A labelled native select (keyboard and screen readers work as the platform does) with its error linked. */
export function SelectField({
  id,
  label,
  error,
  hint,
  options,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <NativeSelect {...control} {...selectProps}>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </NativeSelect>
      )}
    </Field>
  );
}
