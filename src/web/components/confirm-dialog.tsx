import type { ReactNode } from 'react';
import { DialogActions } from '@/web/components/dialog-actions';
import { DialogFrame } from '@/web/components/dialog-frame';
import { Alert } from '@/web/components/ui/alert';
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
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={className}
    >
      {error ? <Alert>{requestErrorMessage(error)}</Alert> : null}
      <DialogActions
        onCancel={() => onOpenChange(false)}
        confirmLabel={confirmLabel}
        pending={pending}
        onConfirm={onConfirm}
        variant="destructive"
      />
    </DialogFrame>
  );
}
