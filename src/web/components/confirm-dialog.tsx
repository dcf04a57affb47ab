import type { ReactNode } from 'react';
import { DialogActions } from '@/web/components/dialog-actions';
import { Alert } from '@/web/components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { requestErrorMessage } from '@/web/lib/field-errors';

interface ConfirmDialogProps {
  open: boolean;
  /** Called with false on Cancel, Escape or a click outside. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The destructive button's text, such as 'Delete Class'. */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  pending: boolean;
  /** The failed request's error, said in plain words above the buttons; null when none. */
  error: unknown;
  className?: string;
}

/** Asks before something goes for good; the server's refusal shows inside. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
  error,
  className,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error ? <Alert>{requestErrorMessage(error)}</Alert> : null}
        <DialogActions
          onCancel={() => onOpenChange(false)}
          confirmLabel={confirmLabel}
          pending={pending}
          onConfirm={onConfirm}
          variant="destructive"
        />
      </DialogContent>
    </Dialog>
  );
}
