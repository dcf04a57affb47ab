import type { ComponentProps, ReactNode } from 'react';
import { Input } from './input';
import { Label } from './label';

interface TextFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  /** Shown under the input in red and announced with it; replaces the hint. */
  error?: string;
  hint?: ReactNode;
  /** Placed over the input's right end, such as a show-password toggle. */
  adornment?: ReactNode;
}

/** A labelled input with its error or hint linked for assistive technology. */
export function TextField({ id, label, error, hint, adornment, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const input = (
    <Input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : hint ? hintId : undefined}
      {...inputProps}
    />
  );
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {adornment ? (
        <div className="relative">
          {input}
          {adornment}
        </div>
      ) : (
        input
      )}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
