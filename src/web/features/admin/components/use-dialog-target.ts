import { useState } from 'react';

/**
 * A dialog about one thing chosen from a list. What was chosen last stays while the dialog closes,
 * so that its form does not flash empty or switch titles on the way out.
 */
export function useDialogTarget<Target>(initial: Target) {
  const [target, setTarget] = useState<Target>(initial);
  const [open, setOpen] = useState(false);
  const show = (chosen: Target) => {
    setTarget(chosen);
    setOpen(true);
  };
  return { target, open, onOpenChange: setOpen, show };
}
