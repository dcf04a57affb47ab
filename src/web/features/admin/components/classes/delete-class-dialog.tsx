import { useState } from 'react';
import { toast } from 'sonner';
import type { SchoolClass } from '@/shared/schemas/classes';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useDeleteClass } from '../../api/delete-class';

/** Asks before a class goes (with its enrolments and timetable). */
export function DeleteClassDialog({
  target,
  onOpenChange,
}: {
  target: SchoolClass | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteClass();
  // The last class asked about stays named while the dialog closes.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) remove.reset();
        onOpenChange(open);
      }}
      title="Delete class?"
      description={
        shown
          ? `'${shown.className}' will be deleted with its list of ${shown.studentCount} ${shown.studentCount === 1 ? 'student' : 'students'} and its timetable. This cannot be undone.`
          : null
      }
      confirmLabel="Delete Class"
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        target &&
        remove.mutate(target.id, {
          onSuccess: () => {
            toast.success('Class deleted');
            onOpenChange(false);
          },
        })
      }
    />
  );
}
