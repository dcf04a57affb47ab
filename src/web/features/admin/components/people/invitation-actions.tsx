import type { StaffRow } from '@/shared/schemas/directory';
import { Button } from '@/web/components/ui/button';
import { toastOutcome } from '@/web/lib/toast-outcome';
import { useResendInvitation } from '../../api/resend-invitation';
import { useRevokeInvitation } from '../../api/revoke-invitation';

/** Send an invitation's link again, or take it back; each says in a toast how it went. */
export function useInvitationActions() {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  return {
    resend: (person: { id: string; email: string | null }) =>
      resend.mutate(person.id, toastOutcome(`A new invitation went to ${person.email}.`)),
    revoke: (person: { id: string; email: string | null }) =>
      revoke.mutate(person.id, toastOutcome(`The invitation to ${person.email} was revoked.`)),
    resending: resend.isPending,
    revoking: revoke.isPending,
  };
}

/** An invitation not accepted yet: send a new link, or take it back (the dashboard's own calls). */
export function InvitationActions({ row }: { row: StaffRow }) {
  const invitation = useInvitationActions();
  return (
    <div className="flex flex-wrap gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={invitation.resending}
        aria-label={`Resend invitation to ${row.name}`}
        onClick={() => invitation.resend(row)}
      >
        Resend
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={invitation.revoking}
        aria-label={`Revoke invitation to ${row.name}`}
        onClick={() => invitation.revoke(row)}
      >
        Revoke
      </Button>
    </div>
  );
}
