import { Link } from 'react-router';
import type { PersonRef } from '@/shared/schemas/directory';
import { Badge } from '@/web/components/ui/badge';
import { FeeStatusBadge } from '../fee-status-badge';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatWhen = (iso: string | null) =>
  iso ? dateFormat.format(new Date(iso)) : 'Never';

/** A person's name as a link to their detail. */
export function PersonLink({ to, name }: { to: string; name: string }) {
  return (
    <Link
      to={to}
      className="font-medium text-foreground underline decoration-muted-foreground/50 underline-offset-4 hover:decoration-foreground"
    >
      {name}
    </Link>
  );
}

/** Names in a cell, comma separated; a dash for none. */
export function NameList({ items, none = '—' }: { items: readonly PersonRef[]; none?: string }) {
  if (items.length === 0) return <span className="text-muted-foreground">{none}</span>;
  return <span>{items.map((item) => item.name).join(', ')}</span>;
}

/** Active or inactive; an invitation not accepted yet says so, and whether it has expired. */
export function PersonStatus({
  status,
  invitationExpiresAt,
}: {
  status: 'active' | 'inactive';
  invitationExpiresAt?: string | null;
}) {
  if (invitationExpiresAt) {
    const expired = new Date(invitationExpiresAt).getTime() < Date.now();
    return <Badge variant="outline">{expired ? 'Invitation expired' : 'Invitation pending'}</Badge>;
  }
  return <FeeStatusBadge status={status} />;
}
