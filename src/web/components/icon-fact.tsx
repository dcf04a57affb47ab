import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

/** A short fact after its icon (a room after a door), the icon as tall as the text. */
export function IconFact({
  icon: Icon,
  className,
  children,
}: {
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={cn('flex items-center gap-1', className)}>
      <Icon className="size-[1em]" aria-hidden="true" />
      {children}
    </span>
  );
}
