import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListState } from '@/web/components/list-state';
import { SectionCard } from '@/web/components/section-card';
import { NO_CHILD_LINKED } from '../format';

/** No child: the data is an empty list, or its list of `children` is. */
function hasNoChild(data: unknown): boolean {
  const list = Array.isArray(data) ? data : (data as { children?: unknown } | null)?.children;
  return Array.isArray(list) && list.length === 0;
}

/**
 * A parent screen that shows each child: card-sized skeletons while loading, 'Loading {what}' and
 * '{What} could not be loaded.', and the 'no child linked' text when the family has none.
 */
export function ChildrenState<TData>({
  query,
  what,
  skeletonClassName = 'h-64 w-full',
  isEmpty = hasNoChild,
  children,
}: {
  query: UseQueryResult<TData>;
  /** What the screen loads, as in 'Loading the schedule': 'the schedule', 'your children'. */
  what: string;
  skeletonClassName?: string;
  /** Without it: no children when the list, or the list of `children`, is empty. */
  isEmpty?: (data: TData) => boolean;
  children: (data: TData) => ReactNode;
}) {
  return (
    <ListState
      query={query}
      loadingLabel={`Loading ${what}`}
      skeletonRows={2}
      skeletonClassName={skeletonClassName}
      errorText={`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded.`}
      empty={NO_CHILD_LINKED}
      isEmpty={isEmpty}
    >
      {children}
    </ListState>
  );
}

/** One child's card: the name as its title, class and roll number beneath. */
export function ChildSectionCard({
  child,
  idPrefix,
  className,
  contentClassName,
  children,
}: {
  child: { id: string; name: string; className: string; rollNumber: string };
  /** Makes the title's id, `{idPrefix}-{child id}`, unique on its screen. */
  idPrefix: string;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <SectionCard
      className={className}
      title={child.name}
      titleId={`${idPrefix}-${child.id}`}
      description={
        <>
          {child.className} · Roll {child.rollNumber}
        </>
      }
      contentClassName={contentClassName}
    >
      {children}
    </SectionCard>
  );
}
