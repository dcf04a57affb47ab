import { type ComponentProps, type ReactNode, useState } from 'react';
import type { DialogProps } from './dialog-frame';
import { Button } from './ui/button';

interface DialogButtonProps extends Omit<ComponentProps<typeof Button>, 'onClick'> {
  /** The dialog the button opens, given whether it shows and how it closes. */
  dialog: (props: DialogProps) => ReactNode;
}

/** A button that opens its own dialog, such as a card's 'Create Class'. */
export function DialogButton({ dialog, ...buttonProps }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...buttonProps} onClick={() => setOpen(true)} />
      {dialog({ open, onOpenChange: setOpen })}
    </>
  );
}
