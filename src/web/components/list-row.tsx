import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

interface ListRowProps extends Omit<ComponentProps<'li'>, 'title'> {
  /** What the row is, in bold. */
  title: ReactNode;
  titleClassName?: string;
  /** Lines about it, under the title. */
  children?: ReactNode;
  /** Its button or link, or a figure, at the end of the row (under the text when the row is narrow). */
  actions?: ReactNode;
}

/** One bordered entry of a list: its title and the lines about it, then its actions. */
export function ListRow({
  title,
  titleClassName,
  children,
  actions,
  className,
  ...props
}: ListRowProps) {
  return (
    <li
      className={cn(
        'flex flex-wrap items-start justify-between gap-3 rounded-md border p-3',
        className,
      )}
      {...props}
    >
      <div className="grid min-w-0 gap-0.5">
        <span className={cn('font-medium', titleClassName)}>{title}</span>
        {children}
      </div>
      {actions}
    </li>
  );
}
