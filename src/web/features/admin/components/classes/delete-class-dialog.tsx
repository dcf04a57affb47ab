import { useState } from 'react';
import type { SchoolClass } from '@/shared/schemas/classes';
import { ConfirmMutationDialog } from '@/web/components/confirm-mutation-dialog';
import { useDeleteClass } from '../../api/delete-class';
import type { TargetDialogProps } from '@/web/components/dialog-frame';

/** Asks before a class goes (with its enrolments and timetable). */
export function DeleteClassDialog({ target, onOpenChange }: TargetDialogProps<SchoolClass | null>) {
  const remove = useDeleteClass();
  // The last class asked about stays named while the dialog closes.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return (
    <ConfirmMutationDialog
      target={target}
      onClose={() => onOpenChange(false)}
      mutation={remove}
      successMessage={() => 'Class deleted'}
      title="Delete class?"
      description={
        shown
          ? `'${shown.className}' will be deleted with its list of ${shown.studentCount} ${shown.studentCount === 1 ? 'student' : 'students'} and its timetable. This cannot be undone.`
          : null
      }
      confirmLabel="Delete Class"
    />
  );
}
