import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDollars } from '@/shared/rules/fees';
import type {
  ParentChild,
  ParentDashboard,
  ParentFee,
  SchoolOffice,
} from '@/shared/schemas/parent';
import { Button } from '@/web/components/ui/button';
import { mediumDate } from '@/web/lib/school-date';
import { possessive } from '../format';
import { PayDialog, type PaymentRequest } from './pay-dialog';
import { TitleWithStatus } from './status-badge';
import { SectionCard } from '@/web/components/section-card';

interface FeesCardProps {
  child: ParentChild | null;
  fees: ParentDashboard['fees'];
  school: SchoolOffice;
}

/** The reference a payment quotes: the child's roll number, and the fee's due month for one fee. */
const referenceFor = (child: ParentChild, fee?: ParentFee) =>
  fee
    ? `${child.rollNumber}-${fee.type.toUpperCase().replace(/\W+/g, '')}-${fee.dueDate.slice(0, 7)}`
    : `${child.rollNumber}-BALANCE`;

/** Spec: total due, the Outstanding Balance box with Pay Now, the first 6 records, Pay, receipts. */
export function FeesCard({ child, fees, school }: FeesCardProps) {
  const [payment, setPayment] = useState<PaymentRequest | null>(null);
  const payFee = (fee: ParentFee) =>
    child &&
    setPayment({
      title: fee.type,
      amountCents: fee.outstandingCents,
      reference: referenceFor(child, fee),
    });

  return (
    <SectionCard
      title={child ? `${possessive(child.name)} Fees` : 'Fee Management'}
      titleId="fees-title"
      description={
        fees.dueCents > 0 ? `${formatDollars(fees.dueCents)} due` : 'All fees up to date'
      }
      contentClassName="grid gap-3"
    >
      {fees.dueCents > 0 && child ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3">
          <div className="grid gap-0.5">
            <p className="text-sm font-medium">Outstanding Balance</p>
            <p className="text-2xl font-bold tabular-nums">{formatDollars(fees.dueCents)}</p>
          </div>
          <Button
            onClick={() =>
              setPayment({
                title: 'outstanding balance',
                amountCents: fees.dueCents,
                reference: referenceFor(child),
              })
            }
          >
            Pay Now
          </Button>
        </div>
      ) : null}
      {fees.records.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">No fee records found</p>
      ) : (
        <ul aria-label="Fee records" className="grid gap-3">
          {fees.records.map((fee) => (
            <li
              key={fee.id}
              aria-label={`${fee.type}, due ${mediumDate(fee.dueDate)}`}
              className="grid gap-2 rounded-md border border-border p-3"
            >
              <TitleWithStatus title={fee.type} status={fee.status} />
              <div className="grid gap-1 text-sm sm:grid-cols-2">
                <span>Amount: {formatDollars(fee.amountCents)}</span>
                <span>Due: {mediumDate(fee.dueDate)}</span>
                {fee.paidDate ? <span>Paid: {mediumDate(fee.paidDate)}</span> : null}
              </div>
              {fee.receiptUrl || fee.status !== 'paid' ? (
                <div className="flex flex-wrap gap-2">
                  {fee.receiptUrl ? (
                    <Button variant="outline" size="sm" asChild>
                      <Link to={fee.receiptUrl}>
                        <Receipt aria-hidden="true" />
                        Receipt<span className="sr-only">: {fee.type}</span>
                      </Link>
                    </Button>
                  ) : null}
                  {fee.status !== 'paid' ? (
                    <Button size="sm" onClick={() => payFee(fee)}>
                      Pay<span className="sr-only">: {fee.type}</span>
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      <PayDialog payment={payment} school={school} onClose={() => setPayment(null)} />
    </SectionCard>
  );
}
