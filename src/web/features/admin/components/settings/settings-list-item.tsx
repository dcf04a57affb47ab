import { TrashIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';

interface SettingsListItemProps {
  /** The entry's name, in bold. */
  name: ReactNode;
  /** A badge beside the name (its kind, on or off). */
  badge?: ReactNode;
  /** Lines about the entry, under its name. */
  children: ReactNode;
  /** Its buttons, at the end of the row. */
  actions: ReactNode;
  /** Wraps the buttons under the text when the row is too narrow. */
  wrap?: boolean;
}

/** One entry of a list on the settings page: its name, lines about it, then its buttons. */
export function SettingsListItem({
  name,
  badge,
  children,
  actions,
  wrap = false,
}: SettingsListItemProps) {
  return (
    <li
      className={cn(
        'flex items-center justify-between gap-2 rounded-md border border-border p-3',
        wrap && 'flex-wrap',
      )}
    >
      <div className="grid min-w-0 gap-1">
        {badge ? (
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-words">{name}</span>
            {badge}
          </p>
        ) : (
          <p className="font-medium break-words">{name}</p>
        )}
        {children}
      </div>
      {actions}
    </li>
  );
}

/** A settings entry's Remove button, named after the entry and off while a removal is on its way. */
export function RemoveEntryButton({
  name,
  pending,
  onRemove,
}: {
  name: string;
  pending: boolean;
  onRemove: () => void;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={`Remove ${name}`}
      disabled={pending}
      onClick={onRemove}
    >
      <TrashIcon aria-hidden="true" />
      Remove
    </Button>
  );
}
