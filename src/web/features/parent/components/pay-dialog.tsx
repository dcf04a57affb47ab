import { formatDollars } from '@/shared/rules/fees';
import type { SchoolOffice } from '@/shared/schemas/parent';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';

export interface PaymentRequest {
  /** What is paid: a fee type, or 'Outstanding balance'. */
  title: string;
  amountCents: number;
  /** What the school needs written on the payment to match it to the child and fee. */
  reference: string;
}

interface PayDialogProps {
  payment: PaymentRequest | null;
  school: SchoolOffice;
  onClose: () => void;
}

/**
 * Pay and Pay Now: online payment comes later, so the dialog says how to pay the school (its own
 * instructions), the exact amount, and the reference to quote.
 */
export function PayDialog({ payment, school, onClose }: PayDialogProps) {
  const contact = [school.officeEmail, school.officePhone].filter(Boolean).join(' or ');
  return (
    <Dialog open={payment !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {payment ? (
          <>
            <DialogHeader>
              <DialogTitle>Pay {payment.title}</DialogTitle>
              <DialogDescription>
                Online payment is not available yet. Please pay {school.name} as described below.
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
              <div className="grid gap-0.5 sm:contents">
                <dt className="text-sm text-muted-foreground">Amount</dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {formatDollars(payment.amountCents)}
                </dd>
              </div>
              <div className="grid gap-0.5 sm:contents">
                <dt className="text-sm text-muted-foreground">Reference</dt>
                <dd className="font-mono font-medium break-all">{payment.reference}</dd>
              </div>
            </dl>
            <section aria-label="How to pay" className="grid gap-1">
              <h3 className="text-sm font-medium">How to pay</h3>
              <p className="text-sm break-words whitespace-pre-line">
                {school.paymentInstructions ??
                  `The school has not published its payment instructions yet. Please contact the school office${contact ? ` at ${contact}` : ''}.`}
              </p>
            </section>
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button variant="outline">Done</Button>
              </DialogClose>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
