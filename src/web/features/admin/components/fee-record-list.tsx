import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FeeRecord } from '@/shared/schemas/fees';
import { QueryList } from '@/web/components/query-list';
import { ServerPager } from '@/web/components/pager';
import { Button } from '@/web/components/ui/button';
import type { useFeeRecords } from '../api/list-fee-records';
import { FeeStatusBadge } from './fee-status-badge';

/**
 * Fee records a page at a time, each with its status, its last receipt and 'Record payment'.
 * `subject` names a record in the buttons' labels (the student, or the fee type); the caller
 * keeps the payment dialog, so that it can outlive a dialog this list is shown in.
 */
export function FeeRecordList({
  records,
  page,
  onPageChange,
  subject,
  details,
  onPay,
}: {
  records: ReturnType<typeof useFeeRecords>;
  page: number;
  onPageChange: (page: number) => void;
  subject: (record: FeeRecord) => string;
  details: (record: FeeRecord) => ReactNode;
  onPay: (record: FeeRecord) => void;
}) {
  return (
    <>
      <QueryList
        query={records}
        rows={(loaded) => loaded.items}
        label="Fee records"
        loadingLabel="Loading fee records"
        errorText="Fee records could not be loaded."
        empty="No fee records found"
      >
        {(record) => (
          <li
            key={record.id}
            className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="grid gap-1">{details(record)}</div>
            <div className="flex flex-wrap items-center gap-2">
              <FeeStatusBadge status={record.status} />
              {record.lastPaymentId ? (
                <Button variant="outline" size="sm" asChild>
                  <Link
                    to={`/admin/receipts/${record.lastPaymentId}`}
                    aria-label={`Receipt for ${subject(record)}, due ${record.dueDate}`}
                  >
                    Receipt
                  </Link>
                </Button>
              ) : null}
              {record.status !== 'paid' ? (
                <Button
                  size="sm"
                  onClick={() => onPay(record)}
                  aria-label={`Record payment for ${subject(record)}, due ${record.dueDate}`}
                >
                  Record payment
                </Button>
              ) : null}
            </div>
          </li>
        )}
      </QueryList>
      <ServerPager
        data={records.data}
        page={page}
        onPageChange={onPageChange}
        label="Fee record pages"
      />
    </>
  );
}
