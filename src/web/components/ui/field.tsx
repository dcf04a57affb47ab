import type { ReactNode } from 'react';
import { Label } from './label';

/** What links a control to its label, and to its error or hint. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: string;
  /** Shown under the control in red and announced with it; replaces the hint. */
  error?: string | undefined;
  hint?: ReactNode;
}

/** A label, its control (given the linking attributes), then the control's error or hint. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : hint ? hintId : undefined,
      })}
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
