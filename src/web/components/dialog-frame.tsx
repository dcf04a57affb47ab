import type { ComponentProps, ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

/** Whether a dialog shows, and who hears of Cancel, Escape or a click outside (with false). */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A dialog its parent opens and closes: whether it shows, and who hears it close. */
export type DialogProps = Required<DialogOpenProps>;

/** A dialog about one thing, such as a class, that its parent closes with onOpenChange(false). */
export interface TargetDialogProps<Target> extends Pick<DialogProps, 'onOpenChange'> {
  target: Target;
}

interface DialogFrameProps
  extends DialogOpenProps, Omit<ComponentProps<typeof DialogContent>, 'title'> {
  title: ReactNode;
  description: ReactNode;
}

/** A modal dialog: its title and description, then its content. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  ...contentProps
}: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...contentProps}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
