import { toast } from 'sonner';
import type { StaffRow } from '@/shared/schemas/directory';
import { Button } from '@/web/components/ui/button';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { useResendInvitation } from '../../api/resend-invitation';
import { useRevokeInvitation } from '../../api/revoke-invitation';

/** An invitation not accepted yet: send a new link, or take it back (the dashboard's own calls). */
export function InvitationActions({ row }: { row: StaffRow }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  return (
    <div className="flex flex-wrap gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={resend.isPending}
        aria-label={`Resend invitation to ${row.name}`}
        onClick={() =>
          resend.mutate(row.id, {
            onSuccess: () => toast.success(`A new invitation went to ${row.email}.`),
            onError: (error) => toast.error(requestErrorMessage(error)),
          })
        }
      >
        Resend
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={revoke.isPending}
        aria-label={`Revoke invitation to ${row.name}`}
        onClick={() =>
          revoke.mutate(row.id, {
            onSuccess: () => toast.success(`The invitation to ${row.email} was revoked.`),
            onError: (error) => toast.error(requestErrorMessage(error)),
          })
        }
      >
        Revoke
      </Button>
    </div>
  );
}
