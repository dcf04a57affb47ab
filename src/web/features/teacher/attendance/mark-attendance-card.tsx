import { CheckCheckIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  ATTENDANCE_STATUSES,
  ATTENDANCE_STATUS_LABELS,
  type AttendanceStatus,
} from '@/shared/rules/attendance';
import {
  attendanceMarkInputSchema,
  countMarks,
  type AttendanceConflict,
  type AttendanceMarkInput,
  type AttendanceRosterEntry,
  type ClassAttendance,
} from '@/shared/schemas/attendance';
import { ListState } from '@/web/components/list-state';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { ClassPicker } from './class-picker';
import { ConflictNote } from './conflict-note';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';
import { useClassAttendance } from './api/get-class-attendance';
import { useTeacherClasses } from '../api/list-classes';
import { useSaveClassAttendance } from './api/save-class-attendance';
import { SectionCard } from '@/web/components/section-card';

type Status = AttendanceStatus | '';

interface DraftMark {
  status: Status;
  minutesLate: string;
  reason: string;
}

const STATUS_OPTIONS: { value: Status; label: string }[] = [
  { value: '', label: 'Not marked' },
  ...ATTENDANCE_STATUSES.map((value) => ({ value, label: ATTENDANCE_STATUS_LABELS[value] })),
];

const draftOf = (student: AttendanceRosterEntry): DraftMark => ({
  status: student.status ?? '',
  minutesLate: student.minutesLate ? String(student.minutesLate) : '',
  reason: student.reason ?? '',
});

function toInput(studentId: string, draft: DraftMark): AttendanceMarkInput {
  const minutes = draft.minutesLate.trim();
  return {
    studentId,
    status: draft.status || null,
    minutesLate: draft.status === 'late' && minutes ? Number(minutes) : null,
    reason: draft.status === 'absent' && draft.reason.trim() ? draft.reason.trim() : null,
  };
}

/** Spec: Mark Attendance. A class, a date (default the school's today), a status per student. */
export function MarkAttendanceCard() {
  const classes = useTeacherClasses();
  const [chosenClass, setChosenClass] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const classId = chosenClass ?? classes.data?.[0]?.id ?? null;
  const attendance = useClassAttendance(classId, date);
  const dateId = useId();

  return (
    <SectionCard
      title="Mark Attendance"
      description={<>Choose a class and a date, then a status for each student.</>}
      contentClassName="grid gap-4"
    >
      <ClassPicker
        query={classes}
        label="Class to mark"
        loadingLabel="Loading the classes to mark"
        value={classId}
        onChange={setChosenClass}
        className="grid gap-3 sm:grid-cols-2"
      >
        <div className="grid gap-2">
          <Label htmlFor={dateId}>Date</Label>
          <Input
            id={dateId}
            type="date"
            value={date ?? attendance.data?.date ?? ''}
            max={attendance.data?.today}
            onChange={(event) => setDate(event.target.value || null)}
          />
        </div>
      </ClassPicker>
      {classId ? (
        <ListState
          query={attendance}
          loadingLabel="Loading the class list"
          errorText="The class list could not be loaded."
          empty="No students in this class yet."
          isEmpty={(data) => data.students.length === 0}
        >
          {(data) =>
            // The previous class or day, kept on screen while the next loads, is not for marking.
            attendance.isPlaceholderData ? (
              <p role="status" className="text-sm text-muted-foreground">
                Loading the class list…
              </p>
            ) : (
              <AttendanceForm key={`${data.classId}/${data.date}`} attendance={data} />
            )
          }
        </ListState>
      ) : null}
    </SectionCard>
  );
}

/** The marks of one class and day; starts from what is saved, so reopening a day shows it. */
function AttendanceForm({ attendance }: { attendance: ClassAttendance }) {
  const [drafts, setDrafts] = useState<Record<string, DraftMark>>(() =>
    Object.fromEntries(attendance.students.map((student) => [student.studentId, draftOf(student)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveClassAttendance();
  const counts = countMarks(
    attendance.students.map((student) => ({
      status: drafts[student.studentId]?.status || null,
    })),
  );

  const change = (studentId: string, patch: Partial<DraftMark>) => {
    setSaved(null);
    setDrafts((current) => ({ ...current, [studentId]: { ...current[studentId]!, ...patch } }));
  };

  const markAllPresent = () => {
    setSaved(null);
    setDrafts((current) =>
      Object.fromEntries(
        Object.entries(current).map(([id, draft]) => [id, { ...draft, status: 'present' }]),
      ),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const marks = attendance.students.map((student) =>
      toInput(student.studentId, drafts[student.studentId]!),
    );
    const found: Record<string, string> = {};
    marks.forEach((mark, index) => {
      const checked = attendanceMarkInputSchema.safeParse(mark);
      if (!checked.success) {
        const issue = checked.error.issues[0]!;
        found[`marks.${index}.${String(issue.path[0] ?? 'status')}`] = issue.message;
      }
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { classId: attendance.classId, date: attendance.date, marks },
      {
        onSuccess: (result) =>
          setSaved(
            `Attendance saved for ${result.className} on ${result.date}: ${result.counts.present} present, ${result.counts.absent} absent, ${result.counts.late} late.` +
              (result.conflicted
                ? ` ${result.conflicted} ${result.conflicted === 1 ? 'mark differs' : 'marks differ'} from one taken first by someone else: see the conflicts below.`
                : ''),
          ),
        onError: (error) =>
          setErrors(
            Object.fromEntries(
              Object.entries(fieldErrors(error)).filter(([path]) => path.startsWith('marks.')),
            ),
          ),
      },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {attendance.notSchoolDay ? (
        <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          {attendance.notSchoolDay} Attendance cannot be marked on it.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-live="polite">
          <span>
            Present: <strong>{counts.present}</strong>
          </span>
          <span>
            Absent: <strong>{counts.absent}</strong>
          </span>
          <span>
            Late: <strong>{counts.late}</strong>
          </span>
          {counts.notMarked ? <span>Not marked: {counts.notMarked}</span> : null}
        </p>
        <Button type="button" variant="outline" onClick={markAllPresent}>
          <CheckCheckIcon aria-hidden="true" />
          Mark All Present
        </Button>
      </div>
      <ul className="grid max-h-[32rem] gap-2 overflow-y-auto" aria-label="Attendance marks">
        {attendance.students.map((student, index) => (
          <StudentRow
            key={student.studentId}
            student={student}
            draft={drafts[student.studentId]!}
            conflicts={attendance.conflicts.filter(
              (conflict) => conflict.studentId === student.studentId,
            )}
            errors={{
              minutesLate: errors[`marks.${index}.minutesLate`],
              reason: errors[`marks.${index}.reason`],
            }}
            onChange={(patch) => change(student.studentId, patch)}
          />
        ))}
      </ul>
      {Object.keys(errors).length ? (
        <Alert>Attendance was not saved: correct the fields marked in red.</Alert>
      ) : save.isError ? (
        <Alert>Attendance was not saved. {requestErrorMessage(save.error)}</Alert>
      ) : null}
      <p role="status" className="text-sm text-muted-foreground">
        {saved}
      </p>
      <div>
        <Button type="submit" disabled={save.isPending || Boolean(attendance.notSchoolDay)}>
          {save.isPending ? 'Saving…' : 'Save Attendance'}
        </Button>
      </div>
    </form>
  );
}

function StudentRow({
  student,
  draft,
  conflicts,
  errors,
  onChange,
}: {
  student: AttendanceRosterEntry;
  draft: DraftMark;
  conflicts: AttendanceConflict[];
  errors: { minutesLate?: string | undefined; reason?: string | undefined };
  onChange: (patch: Partial<DraftMark>) => void;
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
