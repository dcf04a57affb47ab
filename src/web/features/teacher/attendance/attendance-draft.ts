import type { AttendanceStatus } from '@/shared/rules/attendance';
import type { AttendanceMarkInput, AttendanceRosterEntry } from '@/shared/schemas/attendance';

export type Status = AttendanceStatus | '';

export interface DraftMark {
  status: Status;
  minutesLate: string;
  reason: string;
}

export const draftOf = (student: AttendanceRosterEntry): DraftMark => ({
  status: student.status ?? '',
  minutesLate: student.minutesLate ? String(student.minutesLate) : '',
  reason: student.reason ?? '',
});

export function toInput(studentId: string, draft: DraftMark): AttendanceMarkInput {
  const minutes = draft.minutesLate.trim();
  return {
    studentId,
    status: draft.status || null,
    minutesLate: draft.status === 'late' && minutes ? Number(minutes) : null,
    reason: draft.status === 'absent' && draft.reason.trim() ? draft.reason.trim() : null,
  };
}
