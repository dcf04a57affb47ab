import type { ComponentProps } from 'react';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';

interface SelectFieldProps extends ComponentProps<'select'> {
  id: string;
  label: string;
  error?: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select (keyboard and screen readers work as the platform does). */
export function SelectField({ id, label, error, options, className, ...props }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={className}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
