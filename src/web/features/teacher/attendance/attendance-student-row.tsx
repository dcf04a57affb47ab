import { type ReactNode, useId } from 'react';
import { ATTENDANCE_STATUSES, ATTENDANCE_STATUS_LABELS } from '@/shared/rules/attendance';
import type { AttendanceConflict, AttendanceRosterEntry } from '@/shared/schemas/attendance';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import type { DraftMark, Status } from './attendance-draft';
import { ConflictNote } from './conflict-note';

const STATUS_OPTIONS: { value: Status; label: string }[] = [
  { value: '', label: 'Not marked' },
  ...ATTENDANCE_STATUSES.map((value) => ({ value, label: ATTENDANCE_STATUS_LABELS[value] })),
];

export function StudentRow({
  student,
  draft,
  conflicts,
  errors,
  onChange,
  children,
}: {
  student: AttendanceRosterEntry;
  draft: DraftMark;
  conflicts: AttendanceConflict[];
  errors: { minutesLate?: string | undefined; reason?: string | undefined };
  onChange: (patch: Partial<DraftMark>) => void;
  /** More about the student's day, under the mark (the guardian's absence note). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <li className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[1fr_10rem_12rem] sm:items-start">
      <div className="min-w-0">
        <p className="truncate font-medium" id={`${id}-name`}>
          {student.studentName}
        </p>
        <p className="text-xs text-muted-foreground">{student.rollNumber}</p>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-status`} className="sr-only">
          Status for {student.studentName}
        </Label>
        <NativeSelect
          id={`${id}-status`}
          value={draft.status}
          onChange={(event) => onChange({ status: event.target.value as Status })}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {draft.status === 'late' ? (
        <RowField
          id={`${id}-minutes`}
          label={`Minutes late for ${student.studentName}`}
          placeholder="Minutes late"
          inputMode="numeric"
          value={draft.minutesLate}
          error={errors.minutesLate}
          onChange={(value) => onChange({ minutesLate: value })}
        />
      ) : draft.status === 'absent' ? (
        <RowField
          id={`${id}-reason`}
          label={`Reason for ${student.studentName}'s absence (optional)`}
          placeholder="Reason (optional)"
          value={draft.reason}
          error={errors.reason}
          maxLength={300}
          onChange={(value) => onChange({ reason: value })}
        />
      ) : null}
      {conflicts.map((conflict, index) => (
        <ConflictNote key={index} conflict={conflict} />
      ))}
      {children}
    </li>
  );
}

function RowField({
  id,
  label,
  error,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  error?: string | undefined;
  value: string;
  placeholder: string;
  inputMode?: 'numeric';
  maxLength?: number;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
