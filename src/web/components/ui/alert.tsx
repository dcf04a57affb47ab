import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

/** An inline message; role="alert" so screen readers announce it when it appears. */
export function Alert({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="alert"
      data-slot="alert"
      className={cn(
        'rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive',
        className,
      )}
      {...props}
    />
  );
}
