import { Pencil, Plus, ReceiptText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { estimatedAnnualRevenueCents, formatDollars } from '@/shared/rules/fees';
import { gradesSummary } from '@/shared/rules/list-limits';
import type { FeeStructure } from '@/shared/schemas/fees';
import { ConfirmMutationDialog } from '@/web/components/confirm-mutation-dialog';
import { QueryList } from '@/web/components/query-list';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useDeleteFeeStructure } from '../api/delete-fee-structure';
import { useFeeStructures } from '../api/list-fee-structures';
import { FeeRecordsDialog } from './fee-records-dialog';
import { FeeStatusBadge } from './fee-status-badge';
import { FeeStructureDialog, frequencyLabels } from './fee-structure-dialog';
import { SectionCard } from '@/web/components/section-card';
import { useDialogTarget } from './use-dialog-target';

/** Spec 9 estimate over the school's fee structures (active ones count). */
export function revenueOf(fees: readonly FeeStructure[]): number {
  return estimatedAnnualRevenueCents(
    fees.map((fee) => ({
      amountCents: fee.amountCents,
      frequency: fee.frequency,
      gradeCount: fee.applicableGrades.length,
      status: fee.status,
    })),
  );
}

function FeeRow({
  fee,
  onEdit,
  onDelete,
  onRecords,
}: {
  fee: FeeStructure;
  onEdit: () => void;
  onDelete: () => void;
  onRecords: () => void;
}) {
  const grades = gradesSummary(fee.applicableGrades);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{fee.feeType}</span>
          <FeeStatusBadge status={fee.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {formatDollars(fee.amountCents)} · {frequencyLabels[fee.frequency]} · Due day {fee.dueDay}
        </p>
        <div className="flex flex-wrap gap-1">
          <span className="sr-only">Grades:</span>
          {grades.shown.length === 0 ? (
            <span className="text-xs text-muted-foreground">No grades chosen</span>
          ) : null}
          {grades.shown.map((grade) => (
            <Badge key={grade} variant="outline">
              {grade}
            </Badge>
          ))}
          {grades.more ? <Badge variant="muted">{grades.more}</Badge> : null}
        </div>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          onClick={onRecords}
          aria-label={`Fee records of ${fee.feeType}`}
        >
          <ReceiptText aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${fee.feeType}`}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Delete ${fee.feeType}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** Spec: Fee Structure Management on the school's fee structures. */
export function FeesCard() {
  const structures = useFeeStructures();
  const remove = useDeleteFeeStructure();
  // The fee being edited, or null for a new one.
  const form = useDialogTarget<FeeStructure | null>(null);
  const [deleting, setDeleting] = useState<FeeStructure | null>(null);
  const [showingRecords, setShowingRecords] = useState<FeeStructure | null>(null);
  const fees = structures.data ?? [];

  return (
    <SectionCard
      title="Fee Structure Management"
      description="Fees, their grades and what they bring in a year."
      actions={
        <Button size="sm" onClick={() => form.show(null)}>
          <Plus aria-hidden="true" />
          Add Fee
        </Button>
      }
      contentClassName="grid gap-4"
    >
      <div className="rounded-lg bg-muted p-4">
        <p className="text-sm text-muted-foreground" id="estimated-revenue-label">
          Estimated annual revenue
        </p>
        {structures.isPending ? (
          <Skeleton className="mt-1 h-8 w-40" />
        ) : (
          <p className="text-2xl font-bold" data-testid="estimated-revenue">
            {formatDollars(revenueOf(fees))}
          </p>
        )}
        <p className="mt-1 text-xs text-muted-foreground">
          Active fees: amount × payments a year (12 monthly, 4 quarterly, 1 otherwise) × grades × 30
          students.
        </p>
      </div>
      <QueryList
        query={structures}
        label="Fee structures"
        loadingLabel="Loading fee structures"
        skeletonClassName="h-20 w-full"
        errorText="Fee structures could not be loaded."
        retryLabel="Retry"
        empty="No fee structures created yet"
      >
        {(fee) => (
          <FeeRow
            key={fee.id}
            fee={fee}
            onEdit={() => form.show(fee)}
            onDelete={() => setDeleting(fee)}
            onRecords={() => setShowingRecords(fee)}
          />
        )}
      </QueryList>

      <FeeStructureDialog open={form.open} onOpenChange={form.onOpenChange} fee={form.target} />
      <FeeRecordsDialog
        fee={showingRecords}
        onOpenChange={(open) => !open && setShowingRecords(null)}
      />
      <ConfirmMutationDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        mutation={remove}
        successMessage={() => 'Fee structure deleted'}
        title="Delete fee structure?"
        description={(fee) =>
          `${fee.feeType} will be deleted with its unpaid fee records from today on. Paid and past records are kept.`
        }
        confirmLabel="Delete"
      />
    </SectionCard>
  );
}
