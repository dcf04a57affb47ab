import type { SchoolClass } from '@/shared/schemas/classes';
import { ConfirmMutationDialog } from '@/web/components/confirm-mutation-dialog';
import { useDeleteClass } from '../../api/delete-class';
import type { TargetDialogProps } from '@/web/components/dialog-frame';
import { plural } from '@/shared/rules/text';

/** Asks before a class goes (with its enrolments and timetable). */
export function DeleteClassDialog({ target, onOpenChange }: TargetDialogProps<SchoolClass | null>) {
  const remove = useDeleteClass();
  return (
    <ConfirmMutationDialog
      target={target}
      onClose={() => onOpenChange(false)}
      mutation={remove}
      successMessage={() => 'Class deleted'}
      title="Delete class?"
      description={(klass) =>
        `'${klass.className}' will be deleted with its list of ${plural(klass.studentCount, 'student')} and its timetable. This cannot be undone.`
      }
      confirmLabel="Delete Class"
    />
  );
}
