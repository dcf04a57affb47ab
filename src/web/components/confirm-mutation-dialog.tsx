import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmMutationDialogProps<TTarget, TVariables> {
  /** What is asked about; the dialog is open while there is one. */
  target: TTarget | null;
  /** Called on Cancel, Escape, a click outside, and once the change is done. */
  onClose: () => void;
  /** The change confirming makes; its failure shows inside, and is forgotten on closing. */
  mutation: UseMutationResult<unknown, unknown, TVariables>;
  variables: (target: TTarget) => TVariables;
  /** The toast once the change is done, if any. */
  successMessage?: (target: TTarget) => string;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  className?: string;
}

/** Asks before a change that cannot be undone, then makes it: the common case of ConfirmDialog. */
export function ConfirmMutationDialog<TTarget, TVariables>({
  target,
  onClose,
  mutation,
  variables,
  successMessage,
  ...text
}: ConfirmMutationDialogProps<TTarget, TVariables>) {
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      {...text}
      open={target !== null}
      onOpenChange={(open) => !open && close()}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() =>
        target !== null &&
        mutation.mutate(variables(target), {
          onSuccess: () => {
            if (successMessage) toast.success(successMessage(target));
            close();
          },
        })
      }
    />
  );
}
