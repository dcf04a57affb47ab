import { Button } from '@/web/components/ui/button';

interface PagerProps {
  /** The shown page, from 1. */
  page: number;
  pageSize: number;
  /** How many items there are in all; one page or less shows no pager. */
  total: number;
  onPageChange: (page: number) => void;
  /** Names the navigation for screen readers, such as 'Fee record pages'. */
  label: string;
}

/** Previous, 'Page N of M', Next under a long list. */
export function Pager({ page, pageSize, total, onPageChange, label }: PagerProps) {
  if (total <= pageSize) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="flex items-center justify-between gap-2" aria-label={label}>
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </Button>
      <span className="text-sm text-muted-foreground">
        Page {page} of {pages}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}

/** The pager of a page the server sent: nothing until the page has come; its page unless told. */
export function ServerPager({
  data,
  page = data?.page,
  ...props
}: Omit<PagerProps, 'page' | 'pageSize' | 'total'> & {
  data: { page: number; pageSize: number; total: number } | undefined;
  /** The shown page, when the caller keeps it (the server's page number otherwise). */
  page?: number;
}) {
  return data ? (
    <Pager {...props} page={page ?? data.page} pageSize={data.pageSize} total={data.total} />
  ) : null;
}
