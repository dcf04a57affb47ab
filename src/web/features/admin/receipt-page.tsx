import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AppError } from '@/shared/errors';
import { ReceiptView } from '@/web/components/receipt';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { useReceipt } from './api/get-receipt';

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

/** /admin/receipts/:paymentId: a printable receipt of one payment. */
export function ReceiptPage() {
  const { paymentId = '' } = useParams();
  const receipt = useReceipt(paymentId);
  return (
    <section className="mx-auto grid w-full max-w-xl gap-4" aria-label="Receipt">
      <style>{PRINT_ONLY_THE_RECEIPT}</style>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Button variant="outline" size="sm" asChild>
          <Link to="/admin/dashboard">
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
            ? 'This receipt was not found. It may belong to another school, or the link is wrong.'
            : `The receipt could not be loaded. ${requestErrorMessage(receipt.error)}`}
        </Alert>
      ) : (
        <ReceiptView receipt={receipt.data} />
      )}
    </section>
  );
}
