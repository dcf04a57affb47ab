import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

const variants = {
  /** Each term above its value, such as a person's details. */
  pairs: {
    list: '',
    item: 'grid gap-0.5',
    term: 'text-xs font-medium text-muted-foreground',
    value: 'break-words',
  },
  /** Each pair on a small muted tile, such as a child's figures. */
  tiles: {
    list: 'grid gap-2',
    item: 'rounded-md bg-muted p-2',
    term: 'text-xs text-muted-foreground',
    value: 'font-semibold',
  },
} as const;

interface DescriptionListProps {
  items: readonly (readonly [string, ReactNode])[];
  variant?: keyof typeof variants;
  /** Added to the variant's classes: the list's columns, the tiles' padding, the values' size. */
  className?: string;
  itemClassName?: string;
  termClassName?: string;
  valueClassName?: string;
}

/** Terms and their values, as a description list. */
export function DescriptionList({
  items,
  variant = 'pairs',
  className,
  itemClassName,
  termClassName,
  valueClassName,
}: DescriptionListProps) {
  const classes = variants[variant];
  return (
    <dl className={cn(classes.list, className)}>
      {items.map(([term, value]) => (
        <div key={term} className={cn(classes.item, itemClassName)}>
          <dt className={cn(classes.term, termClassName)}>{term}</dt>
          <dd className={cn(classes.value, valueClassName)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
