import type { ReactNode } from 'react';

/** The figures of a chart beside it, as a table for screen readers and small screens. */
export function ChartTable({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="text-left text-xs text-muted-foreground">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
