import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';
import { Label } from './label';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  id: string;
  label: string;
  /** Shown under the text area in red and announced with it. */
  error?: string;
}

/** A labelled multi-line text box, styled like Input, with its error linked. */
export function TextareaField({ id, label, error, className, ...props }: TextareaFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm',
          className,
        )}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
