import { useState } from 'react';
import { toast } from 'sonner';
import type { SchoolClass } from '@/shared/schemas/classes';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { useDeleteClass } from '../../api/delete-class';
import { requestErrorMessage } from '@/web/lib/field-errors';

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
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) remove.reset();
        onOpenChange(open);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete class?</DialogTitle>
          <DialogDescription>
            {shown
              ? `'${shown.className}' will be deleted with its list of ${shown.studentCount} ${shown.studentCount === 1 ? 'student' : 'students'} and its timetable. This cannot be undone.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {remove.isError ? <Alert>{requestErrorMessage(remove.error)}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              target &&
              remove.mutate(target.id, {
                onSuccess: () => {
                  toast.success('Class deleted');
                  onOpenChange(false);
                },
              })
            }
          >
            {remove.isPending ? <Spinner /> : null}
            Delete Class
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
