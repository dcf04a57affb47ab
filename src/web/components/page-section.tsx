import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

const widths = {
  '2xl': 'max-w-2xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
} as const;

interface PageSectionProps {
  /** The heading's id: the heading names the section for assistive technology. */
  id: string;
  title: ReactNode;
  /** The line under the heading. */
  description?: ReactNode;
  /** At the end of the heading's row, such as the screen's main button. */
  actions?: ReactNode;
  width?: keyof typeof widths;
  children: ReactNode;
}

/** A screen of the portal: its heading and the line under it, then its content. */
export function PageSection({
  id,
  title,
  description,
  actions,
  width = '4xl',
  children,
}: PageSectionProps) {
  const heading = (
    <div className="grid gap-1">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {description ? <p className="text-muted-foreground">{description}</p> : null}
    </div>
  );
  return (
    <section aria-labelledby={id} className={cn('mx-auto grid w-full gap-6', widths[width])}>
      {actions ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
