import { formatDollars } from '@/shared/rules/fees';
import { gradeLabel } from '@/shared/rules/class-labels';
import type { Receipt } from '@/shared/schemas/fees';
import { SchoolLogo } from './school-logo';
import { schoolDate } from '@/web/lib/school-date';
import { DescriptionList } from './description-list';

const methodLabels: Record<Receipt['method'], string> = {
  cash: 'Cash',
  card: 'Card',
  'bank transfer': 'Bank transfer',
  cheque: 'Cheque',
  other: 'Other',
};

/** A long date in English, from 'YYYY-MM-DD' (no time zone shift). */
function longDate(date: string): string {
  return schoolDate(date, { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * A payment receipt: the school's name and logo, the student, the fee, the amount, date and method,
 * the receipt number and who recorded it. Shared by the admin's and the parent's screens;
 * `id="receipt"` is what the print style keeps on paper.
 */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const rows: [string, string][] = [
    ['Receipt number', receipt.receiptNumber],
    [
      'Student',
      `${receipt.studentName} (Roll ${receipt.rollNumber}, ${gradeLabel(receipt.gradeLevel)})`,
    ],
    ['Fee', `${receipt.feeType}, due ${longDate(receipt.dueDate)}`],
    ['Amount paid', formatDollars(receipt.amountCents)],
    ['Payment date', longDate(receipt.paidOn)],
    ['Method', methodLabels[receipt.method]],
    ...(receipt.reference ? ([['Reference', receipt.reference]] as [string, string][]) : []),
    ['Outstanding after this payment', formatDollars(receipt.outstandingCents)],
    ['Recorded by', receipt.recordedBy ?? 'A former staff member'],
  ];
  return (
    <article
      id="receipt"
      aria-labelledby="receipt-title"
      className="mx-auto grid w-full max-w-xl gap-6 rounded-xl border border-border bg-card p-6 text-card-foreground print:max-w-none print:border-0 print:p-0"
    >
      <header className="flex items-center gap-3">
        <SchoolLogo
          tenant={{ school_name: receipt.schoolName, logo_url: receipt.logoUrl }}
          className="size-12"
        />
        <div className="grid gap-1">
          <p className="text-lg font-semibold">{receipt.schoolName}</p>
          <h2 id="receipt-title" className="text-sm text-muted-foreground">
            Payment receipt
          </h2>
        </div>
      </header>
      <DescriptionList
        items={rows}
        className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6"
        itemClassName="sm:contents"
        termClassName="text-sm font-normal"
        valueClassName="font-medium"
      />
      <p className="text-xs text-muted-foreground">
        Thank you. Keep this receipt for your records.
      </p>
    </article>
  );
}
