import type { ComponentProps } from 'react';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/cn';

interface SelectFieldProps extends ComponentProps<'select'> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled native select (keyboard and screen readers for free) with its error linked. */
export function SelectField({ id, label, error, className, children, ...props }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring aria-invalid:border-destructive',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
