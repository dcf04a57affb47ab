import { useWatch } from 'react-hook-form';
import {
  ABSENCE_REASON_LABELS,
  ABSENCE_REASONS,
  type AbsenceChildren,
  type AbsenceNoteInput,
  absenceNoteInputSchema,
  MAX_ABSENCE_NOTE,
} from '@/shared/schemas/absence-notes';
import { periodWords } from '@/shared/rules/absence-note-words';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { MutationFormDialog } from '@/web/components/mutation-form-dialog';
import { FormCheckboxGroup } from '@/web/components/form/form-checkbox-group';
import {
  FormSelectField,
  FormTextareaField,
  FormTextField,
} from '@/web/components/form/form-fields';
import { useReportAbsence } from '../api/report-absence';
import type { DialogProps } from '@/web/components/dialog-frame';

/** The ISO weekdays (1 Monday … 7 Sunday) of the days from `from` to `to`, at most a week's. */
function weekdaysOf(from: string, to: string): Set<number> {
  const days = new Set<number>();
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to || from}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return days;
  for (let at = start; at <= end && days.size < 7; at += 86_400_000) {
    days.add(((new Date(at).getUTCDay() + 6) % 7) + 1);
  }
  return days;
}

/** A guardian reports a child's absence: the child, the days, periods, reason and a note. */
export function ReportAbsenceDialog({
  open,
  onOpenChange,
  data,
}: DialogProps & {
  data: AbsenceChildren;
}) {
  const report = useReportAbsence();
  const empty = (): AbsenceNoteInput => ({
    studentId: data.children[0]?.studentId ?? '',
    from: data.today,
    to: '',
    periodIds: [],
    reason: 'illness',
    note: '',
  });
  const form = useZodForm(absenceNoteInputSchema, empty());
  const [studentId, from, to] = useWatch({
    control: form.control,
    name: ['studentId', 'from', 'to'],
  });
  const child = data.children.find((c) => c.studentId === studentId);
  const weekdays = weekdaysOf(from, typeof to === 'string' ? to : '');
  const periods = (child?.periods ?? []).filter((period) => weekdays.has(period.dayOfWeek));

  return (
    <MutationFormDialog
      form={form}
      idPrefix="absence"
      values={empty()}
      mutation={report}
      successMessage={() => 'Absence reported. The school will accept or decline it.'}
      open={open}
      onOpenChange={onOpenChange}
      title="Report an absence"
      description="Today or later. The school's office accepts or declines the note."
      confirmLabel="Report Absence"
    >
      <FormSelectField name="studentId" label="Child">
        {data.children.map((c) => (
          <option key={c.studentId} value={c.studentId}>
            {c.studentName}
          </option>
        ))}
      </FormSelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="from" label="First day" type="date" min={data.today} />
        <FormTextField name="to" label="Last day (optional)" type="date" min={from} />
      </div>
      <FormCheckboxGroup
        name="periodIds"
        legend="Periods (none ticked: the whole day)"
        options={periods.map((period) => ({ value: period.id, label: periodWords(period) }))}
        empty="No lessons on these days: the whole day."
      />
      <FormSelectField name="reason" label="Reason">
        {ABSENCE_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {ABSENCE_REASON_LABELS[reason]}
          </option>
        ))}
      </FormSelectField>
      <FormTextareaField name="note" label="Note" rows={3} maxLength={MAX_ABSENCE_NOTE} />
    </MutationFormDialog>
  );
}
