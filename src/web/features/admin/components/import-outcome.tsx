import type { ReactNode } from 'react';

/** The check's answer, read out when it comes: its verdict in a sentence, then the details. */
export function ImportCheckSummary({
  verdict,
  children,
}: {
  verdict: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-3" aria-live="polite">
      <p className="text-sm font-medium">{verdict}</p>
      {children}
    </div>
  );
}

/** What the import did, as a status, then where to see the records (links). */
export function ImportDone({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <div role="status" className="rounded-md border border-border bg-muted/40 px-3 py-2 text-sm">
      <p className="font-medium">{summary}</p>
      {children}
    </div>
  );
}
