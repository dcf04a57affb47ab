import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { AppError } from '@/shared/errors';
import type { Receipt } from '@/shared/schemas/fees';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { ReceiptView } from './receipt';

/**
 * On paper, only the receipt, dark on white whatever the screen theme: everything else on the page
 * is hidden while printing.
 */
const PRINT_ONLY_THE_RECEIPT = `@media print {
  html, body { background: #fff !important; }
  body * { visibility: hidden !important; }
  #receipt, #receipt * { visibility: visible !important; color: #000 !important; background: transparent !important; }
  #receipt .text-muted-foreground { color: #444 !important; }
  #receipt { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

/** A printable receipt page: back to the dashboard, Print, and the receipt's four states. */
export function ReceiptScreen({
  receipt,
  backTo,
  notFound,
}: {
  receipt: UseQueryResult<Receipt>;
  backTo: string;
  /** What a 404 means to this role, in plain words. */
  notFound: string;
}) {
  return (
    <section className="mx-auto grid w-full max-w-xl gap-4" aria-label="Receipt">
      <style>{PRINT_ONLY_THE_RECEIPT}</style>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Button variant="outline" size="sm" asChild>
          <Link to={backTo}>
            <ArrowLeft aria-hidden="true" />
            Back to dashboard
          </Link>
        </Button>
        <Button size="sm" onClick={() => window.print()} disabled={!receipt.data}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      {receipt.isPending ? (
        <div
          className="grid gap-3 rounded-xl border border-border p-6"
          role="status"
          aria-label="Loading the receipt"
        >
          <Skeleton className="h-12 w-48" />
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} className="h-5 w-full" />
          ))}
        </div>
      ) : receipt.isError ? (
        <Alert>
          {receipt.error instanceof AppError && receipt.error.status === 404
            ? notFound
            : `The receipt could not be loaded. ${requestErrorMessage(receipt.error)}`}
        </Alert>
      ) : (
        <ReceiptView receipt={receipt.data} />
      )}
    </section>
  );
}
