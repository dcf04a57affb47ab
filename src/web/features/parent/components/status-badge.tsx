import { Badge } from '@/web/components/ui/badge';

const variants = {
  present: 'secondary',
  absent: 'destructive',
  late: 'outline',
  pending: 'outline',
  submitted: 'muted',
  graded: 'secondary',
  paid: 'secondary',
  overdue: 'destructive',
} as const;

export type ParentStatus = keyof typeof variants;

const label = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The status badge of an attendance day, a piece of homework or a fee record. */
export function StatusBadge({ status }: { status: ParentStatus }) {
  return <Badge variant={variants[status]}>{label(status)}</Badge>;
}
