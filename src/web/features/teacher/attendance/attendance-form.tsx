import { CheckCheckIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ABSENCE_REASON_LABELS, type ClassAbsenceNotes } from '@/shared/schemas/absence-notes';
import {
  attendanceMarkInputSchema,
  countMarks,
  type ClassAttendance,
} from '@/shared/schemas/attendance';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';
import { type DraftMark, draftOf, toInput } from './attendance-draft';
import { StudentRow } from './attendance-student-row';
import { AbsenceNoteLine } from './absence-note-line';
import { useSaveClassAttendance } from './api/save-class-attendance';
import { plural } from '@/shared/rules/text';

/**
 * The marks of one class and day; starts from what is saved, so reopening a day shows it. A student
 * not yet marked whose guardian reported the day (a note pending or accepted) starts as 'absent':
 * a suggestion the teacher confirms by saving.
 */
export function AttendanceForm({
  attendance,
  dayNotes,
}: {
  attendance: ClassAttendance;
  dayNotes?: ClassAbsenceNotes | undefined;
}) {
  const noteOf = (studentId: string) =>
    dayNotes?.notes.find((note) => note.studentId === studentId);
  const [suggested] = useState<Set<string>>(
    () =>
      new Set(
        attendance.students
          .filter((student) => {
            const note = noteOf(student.studentId);
            return !student.status && (note?.status === 'pending' || note?.status === 'accepted');
          })
          .map((student) => student.studentId),
      ),
  );
  const [drafts, setDrafts] = useState<Record<string, DraftMark>>(() =>
    Object.fromEntries(
      attendance.students.map((student) => {
        const note = noteOf(student.studentId);
        return [
          student.studentId,
          suggested.has(student.studentId) && note
            ? {
                ...draftOf(student),
                status: 'absent',
                reason: `Reported by guardian: ${ABSENCE_REASON_LABELS[note.reason]}`,
              }
            : draftOf(student),
        ];
      }),
    ),
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
                ? ` ${plural(result.conflicted, 'mark differs', 'marks differ')} from one taken first by someone else: see the conflicts below.`
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
          >
            <AbsenceNoteLine
              note={noteOf(student.studentId)}
              mismatch={
                dayNotes?.mismatches.find((m) => m.studentId === student.studentId)?.mismatch
              }
              suggested={suggested.has(student.studentId) && !student.status}
            />
          </StudentRow>
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
