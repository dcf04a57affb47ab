import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { SearchBox } from './ui/search-box';
import { SelectField } from './ui/select-field';

/** A list's search box and, beside it, its filters; className sets the columns. */
export function FilterBar({
  search,
  className,
  children,
}: {
  search: ComponentProps<typeof SearchBox>;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-3 sm:items-end', className)}>
      <SearchBox {...search} />
      {children}
    </div>
  );
}

/** One of a list's filters: a labelled select that reports the chosen value. */
export function FilterSelect({
  className,
  onChange,
  ...field
}: {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** The width of the filter beside the others. */
  className?: string;
}) {
  const select = <SelectField {...field} onChange={(event) => onChange(event.target.value)} />;
  return className ? <div className={className}>{select}</div> : select;
}
