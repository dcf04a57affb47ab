import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';

interface DialogActionsProps {
  onCancel: () => void;
  /** The main button's text, such as 'Save Class'. */
  confirmLabel: ReactNode;
  /** While the request runs: the main button is disabled and shows a spinner. */
  pending: boolean;
  /** Disables the main button for other reasons (nothing chosen yet). */
  disabled?: boolean;
  /** Without it the main button submits the dialog's form. */
  onConfirm?: () => void;
  variant?: 'default' | 'destructive';
}

/** A dialog's footer: Cancel, then the main button (stacked, main on top, on narrow screens). */
export function DialogActions({
  onCancel,
  confirmLabel,
  pending,
  disabled = false,
  onConfirm,
  variant = 'default',
}: DialogActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={variant}
        disabled={disabled || pending}
        onClick={onConfirm}
      >
        {pending ? <Spinner /> : null}
        {confirmLabel}
      </Button>
    </div>
  );
}
