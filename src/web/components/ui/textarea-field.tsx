import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';
import { Field, type FieldProps } from './field';

export interface TextareaFieldProps extends FieldProps, Omit<ComponentProps<'textarea'>, 'id'> {}

/** A labelled multi-line text box, styled like Input, with its error or hint linked. */
export function TextareaField({ id, label, error, hint, className, ...props }: TextareaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <textarea
          rows={3}
          {...control}
          className={cn(
            'w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm',
            className,
          )}
          {...props}
        />
      )}
    </Field>
  );
}
