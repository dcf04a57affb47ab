import { useState } from 'react';
import { formatDollars } from '@/shared/rules/fees';
import type { FeeRecord, FeeStructure } from '@/shared/schemas/fees';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { useDebounced } from '@/web/lib/use-debounced';
import { useFeeRecords } from '../api/list-fee-records';
import { FeeRecordList } from './fee-record-list';
import { RecordPaymentDialog } from './record-payment-dialog';
import { DialogFrame } from '@/web/components/dialog-frame';

type StatusFilter = '' | 'paid' | 'pending' | 'overdue';

const statusFilterOptions: readonly { value: StatusFilter; label: string }[] = [
  { value: '', label: 'All records' },
  { value: 'pending', label: 'Pending' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'paid', label: 'Paid' },
];

/** A fee structure's fee records, a page at a time, with 'Record payment' and receipts. */
export function FeeRecordsDialog({
  fee,
  onOpenChange,
}: {
  fee: FeeStructure | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [status, setStatus] = useState<StatusFilter>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [paying, setPaying] = useState<FeeRecord | null>(null);
  const student = useDebounced(search.trim());
  const records = useFeeRecords(
    { structureId: fee?.id, status: status || undefined, search: student || undefined, page },
    fee !== null,
  );

  return (
    <>
      <DialogFrame
        open={fee !== null && paying === null}
        onOpenChange={(open) => {
          if (!open) {
            setPage(1);
            setStatus('');
            setSearch('');
          }
          onOpenChange(open);
        }}
        title={`Fee records: ${fee?.feeType ?? ''}`}
        description="One record per student and due date. Overdue means unpaid after its due date."
        className="max-w-2xl"
      >
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-end">
          <TextField
            id="fee-records-student"
            label="Student"
            type="search"
            placeholder="Name or roll number"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <SelectField
            id="fee-records-status"
            label="Status"
            options={statusFilterOptions}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(1);
            }}
          />
        </div>
        <FeeRecordList
          records={records}
          page={page}
          onPageChange={setPage}
          subject={(record) => record.studentName}
          onPay={setPaying}
          details={(record) => (
            <>
              <p>
                <span className="font-medium">{record.studentName}</span>{' '}
                <span className="text-xs text-muted-foreground">
                  Roll {record.rollNumber}, Grade {record.gradeLevel}
                </span>
              </p>
              <p className="text-sm text-muted-foreground">
                Amount: {formatDollars(record.amountCents)} · Due: {record.dueDate}
                {record.paidOn ? ` · Paid: ${record.paidOn}` : null}
                {!record.paidOn && record.paidCents > 0
                  ? ` · Paid so far: ${formatDollars(record.paidCents)}`
                  : null}
              </p>
            </>
          )}
        />
      </DialogFrame>
      <RecordPaymentDialog
        record={paying}
        today={records.data?.today ?? ''}
        onOpenChange={(open) => !open && setPaying(null)}
      />
    </>
  );
}
