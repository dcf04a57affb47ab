import { toast } from 'sonner';
import type { AdminUserRow } from '@/shared/schemas/people';
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
import { requestErrorMessage } from '@/web/lib/field-errors';
import { useDeleteUser } from '../api/delete-user';

/** Delete with a confirmation; a person with history is refused with the server's message. */
export function DeleteUserDialog({
  user,
  onOpenChange,
}: {
  user: AdminUserRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteUser();
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) remove.reset();
        onOpenChange(open);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete {user?.name}?</DialogTitle>
          <DialogDescription>
            This removes {user?.email || 'this person'} from your school for good. A person with
            history cannot be deleted; deactivate them instead.
          </DialogDescription>
        </DialogHeader>
        {remove.isError ? <Alert>{requestErrorMessage(remove.error)}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => {
              if (!user) return;
              remove.mutate(user.id, {
                onSuccess: () => {
                  toast.success(`${user.name} was deleted.`);
                  onOpenChange(false);
                },
              });
            }}
          >
            {remove.isPending ? <Spinner /> : null}
            Delete
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
