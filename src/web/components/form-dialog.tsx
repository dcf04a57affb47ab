import type { FormEventHandler, ReactNode } from 'react';
import { DialogActions } from '@/web/components/dialog-actions';
import { Alert } from '@/web/components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A refusal no field shows, in plain words, above the buttons; null when none. */
  error: ReactNode;
  /** The submit button's text, such as 'Save Class'. */
  confirmLabel: ReactNode;
  pending: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/** A dialog holding one form: title, description, fields, any general error, Cancel and submit. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  error,
  confirmLabel,
  pending,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {children}
          {error ? <Alert>{error}</Alert> : null}
          <DialogActions
            onCancel={() => onOpenChange(false)}
            confirmLabel={confirmLabel}
            pending={pending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
