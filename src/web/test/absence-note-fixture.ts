import type { AbsenceNote } from '@/shared/schemas/absence-notes';

/** Tests only: a pending whole-day absence note of Sam Shah; `changes` replace fields. */
export function makeAbsenceNote(changes: Partial<AbsenceNote> = {}): AbsenceNote {
  return {
    id: 'n1',
    studentId: '5a000000-0000-4000-8000-000000000001',
    studentName: 'Sam Shah',
    reportedByName: 'Pat Shah',
    from: '2026-11-23',
    to: '2026-11-23',
    periods: [],
    reason: 'illness',
    note: '',
    status: 'pending',
    declineReason: null,
    decidedAt: null,
    documentName: null,
    createdAt: '2026-11-20T08:00:00Z',
    withdrawable: true,
    ...changes,
  };
}
