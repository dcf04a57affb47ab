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

/** A list item's title with its status badge beside it (homework, fee records). */
export function TitleWithStatus({ title, status }: { title: string; status: ParentStatus }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h3 className="font-medium break-words">{title}</h3>
      <StatusBadge status={status} />
    </div>
  );
}
