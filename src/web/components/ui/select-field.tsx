import type { ComponentProps } from 'react';
import { Label } from './label';
import { NativeSelect } from './native-select';

interface SelectFieldProps extends ComponentProps<'select'> {
  id: string;
  label: string;
  /** Shown under the select in red and announced with it. */
  error?: string;
  /** The choices; more `<option>`s may follow as children (such as a 'Loading…' one). */
  options?: readonly { value: string; label: string }[];
}

/** A labelled native select (keyboard and screen readers work as the platform does) with its error linked. */
export function SelectField({
  id,
  label,
  error,
  options,
  children,
  ...selectProps
}: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...selectProps}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </NativeSelect>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
