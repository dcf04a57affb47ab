import { Badge } from '@/web/components/ui/badge';

const variants = {
  active: 'default',
  inactive: 'muted',
  paid: 'secondary',
  pending: 'outline',
  overdue: 'destructive',
} as const;

const labels: Record<keyof typeof variants, string> = {
  active: 'Active',
  inactive: 'Inactive',
  paid: 'Paid',
  pending: 'Pending',
  overdue: 'Overdue',
};

/** A fee structure's status (active, inactive) or a fee record's (paid, pending, overdue). */
export function FeeStatusBadge({ status }: { status: keyof typeof variants }) {
  return <Badge variant={variants[status]}>{labels[status]}</Badge>;
}
