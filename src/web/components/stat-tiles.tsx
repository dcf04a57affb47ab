import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Card, CardContent } from './ui/card';

/** A dashboard's row of figure tiles: two a row on phones, four on wide screens. */
export function StatTileList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {children}
    </ul>
  );
}

interface StatTileProps extends Omit<ComponentProps<'li'>, 'title'> {
  title: string;
  icon: ComponentType<{ className?: string }>;
  /** The small line under the figure, if any. */
  note?: ReactNode;
  /** The figure, or a skeleton while it loads. */
  children: ReactNode;
}

/** One tile: its title and icon, its figure, and the note under it. */
export function StatTile({ title, icon: Icon, note, children, ...props }: StatTileProps) {
  return (
    <li {...props}>
      <Card className="h-full py-0">
        <CardContent className="grid gap-1 p-4 sm:p-5">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm leading-tight font-medium text-muted-foreground">{title}</p>
            <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
          </div>
          {children}
          {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
        </CardContent>
      </Card>
    </li>
  );
}
