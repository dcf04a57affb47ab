import type { ComponentProps } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { slotted } from './slotted';
import { DialogCloseButton } from './dialog';

export const Sheet = SheetPrimitive.Root;
export const SheetTitle = SheetPrimitive.Title;
export const SheetDescription = SheetPrimitive.Description;

const SheetPanel = slotted(
  SheetPrimitive.Content,
  'sheet-content',
  'fixed inset-y-0 left-0 z-50 flex h-full flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground shadow-lg',
);

/** A dialog that slides in from the left edge (the sidebar on small screens). */
export function SheetContent({
  children,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content>) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <SheetPanel {...props}>
        {children}
        <DialogCloseButton />
      </SheetPanel>
    </SheetPrimitive.Portal>
  );
}
