import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from './confirm-dialog';

/** Words of the dialog, or what to say of its target (the last one asked about, while it closes). */
type Words<TTarget> = ReactNode | ((target: TTarget) => ReactNode);

interface CommonProps<TTarget, TVariables> {
  /** What is asked about; the dialog is open while there is one. */
  target: TTarget | null;
  /** Called on Cancel, Escape, a click outside, and once the change is done. */
  onClose: () => void;
  /** The change confirming makes; its failure shows inside, and is forgotten on closing. */
  mutation: UseMutationResult<unknown, unknown, TVariables>;
  /** The toast once the change is done, if any. */
  successMessage?: (target: TTarget) => string;
  title: Words<TTarget>;
  description: Words<TTarget>;
  confirmLabel: ReactNode;
  className?: string;
}

/** What the change is sent; without it, the target's id (the usual change of one row). */
type VariablesProp<TTarget, TVariables> =
  | { variables: (target: TTarget) => TVariables }
  | (TTarget extends { id: TVariables } ? { variables?: undefined } : never);

type ConfirmMutationDialogProps<TTarget, TVariables> = CommonProps<TTarget, TVariables> &
  VariablesProp<TTarget, TVariables>;

/** Asks before a change that cannot be undone, then makes it: the common case of ConfirmDialog. */
export function ConfirmMutationDialog<TTarget, TVariables>({
  target,
  onClose,
  mutation,
  variables = (row) => (row as { id: TVariables }).id,
  successMessage,
  title,
  description,
  ...text
}: ConfirmMutationDialogProps<TTarget, TVariables>) {
  // The last target asked about stays named while the dialog closes.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  const say = (words: Words<TTarget>) =>
    typeof words === 'function' ? shown !== null && words(shown) : words;
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      {...text}
      title={say(title)}
      description={say(description)}
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
