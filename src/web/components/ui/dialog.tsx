import { XIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { slotted } from './slotted';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const DialogOverlay = slotted(
  DialogPrimitive.Overlay,
  'dialog-overlay',
  'fixed inset-0 z-50 bg-black/50',
);

/** The X in a dialog's top right corner, named Close. */
export function DialogCloseButton() {
  return (
    <DialogPrimitive.Close className="absolute top-4 right-4 rounded-xs opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring">
      <XIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">Close</span>
    </DialogPrimitive.Close>
  );
}

const DialogPanel = slotted(
  DialogPrimitive.Content,
  'dialog-content',
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-background p-6 text-foreground shadow-lg',
);

export function DialogContent({
  children,
  showCloseButton = true,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPanel {...props}>
        {children}
        {showCloseButton ? <DialogCloseButton /> : null}
      </DialogPanel>
    </DialogPrimitive.Portal>
  );
}

export const DialogHeader = slotted('div', null, 'flex flex-col gap-2 pr-6');

export const DialogTitle = slotted(
  DialogPrimitive.Title,
  null,
  'text-lg leading-none font-semibold',
);

export const DialogDescription = slotted(
  DialogPrimitive.Description,
  null,
  'text-sm text-muted-foreground',
);
