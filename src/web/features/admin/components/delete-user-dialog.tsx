import { toast } from 'sonner';
import type { AdminUserRow } from '@/shared/schemas/people';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
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
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) remove.reset();
        onOpenChange(open);
      }}
      className="max-w-md"
      title={`Delete ${user?.name}?`}
      description={`This removes ${user?.email || 'this person'} from your school for good. A person with history cannot be deleted; deactivate them instead.`}
      confirmLabel="Delete"
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(user.id, {
          onSuccess: () => {
            toast.success(`${user.name} was deleted.`);
            onOpenChange(false);
          },
        });
      }}
    />
  );
}
