import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useFieldId } from './form';

interface FormCheckboxGroupProps<T extends string | number> {
  /** The array field of the surrounding Form that the ticked values make up. */
  name: string;
  legend: string;
  options: readonly { value: T; label: ReactNode }[];
  /** Said when there is nothing to tick. */
  empty: ReactNode;
}

/** Checkboxes bound to an array field of the surrounding Form: each ticks one value in or out. */
export function FormCheckboxGroup<T extends string | number>({
  name,
  legend,
  options,
  empty,
}: FormCheckboxGroupProps<T>) {
  const { field, fieldState } = useController({ name });
  const errorId = `${useFieldId(name)}-error`;
  const chosen = (field.value ?? []) as T[];
  const toggle = (value: T, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <fieldset className="grid gap-2" aria-describedby={errorId}>
      <legend className="text-sm font-medium">{legend}</legend>
      {options.length === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : null}
      {options.map((option) => (
        <label key={String(option.value)} className="flex min-h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          {option.label}
        </label>
      ))}
      <p id={errorId} className="text-sm text-destructive">
        {fieldState.error?.message}
      </p>
    </fieldset>
  );
}
