import type { AdminUserRow } from '@/shared/schemas/people';
import { ConfirmMutationDialog } from '@/web/components/confirm-mutation-dialog';
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
    <ConfirmMutationDialog
      target={user}
      onClose={() => onOpenChange(false)}
      mutation={remove}
      successMessage={(target) => `${target.name} was deleted.`}
      className="max-w-md"
      title={(target) => `Delete ${target.name}?`}
      description={(target) =>
        `This removes ${target.email || 'this person'} from your school for good. A person with history cannot be deleted; deactivate them instead.`
      }
      confirmLabel="Delete"
    />
  );
}
