import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClassAbsenceNotes } from '@/shared/schemas/absence-notes';
import { countMarks, type AttendanceRosterEntry } from '@/shared/schemas/attendance';
import { jsonResponse } from '@/web/test/fixtures';
import { mockFetch, profileOrNotFound } from '@/web/test/fetch-mock';
import { renderScreen } from '@/web/test/render-app';
import { MarkAttendanceCard } from './mark-attendance-card';

const TODAY = '2026-11-20';
const detail = { schedule: 'Mon-Fri 9:00', attendance: null, students: [] };
const klass = {
  id: 'c1',
  name: 'Grade 10A',
  subject: 'Maths',
  room: '1',
  studentCount: 2,
  ...detail,
};
const id = (n: number) => `5a000000-0000-4000-8000-00000000000${n}`;
const entry = (n: number, name: string, status: 'present' | null): AttendanceRosterEntry => ({
  studentId: id(n),
  studentName: name,
  rollNumber: `R-${n}`,
  status,
  minutesLate: null,
  reason: null,
});
const students = [entry(1, 'Ada Abbott', null), entry(2, 'Ben Baker', 'present')];
const notes: ClassAbsenceNotes = {
  date: TODAY,
  notes: [
    {
      studentId: id(1),
      noteId: id(8),
      reason: 'illness',
      note: 'Fever',
      status: 'pending',
      linked: false,
    },
    {
      studentId: id(2),
      noteId: id(9),
      reason: 'appointment',
      note: '',
      status: 'accepted',
      linked: true,
    },
  ],
  mismatches: [{ studentId: id(2), mismatch: 'present_reported' }],
};

const fetchMock = mockFetch({ signedIn: true });
let sent: { marks: { studentId: string; status: string | null; reason: string | null }[] } | null;

beforeEach(() => {
  sent = null;
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const attendance = {
      classId: 'c1',
      className: 'Grade 10A',
      date: TODAY,
      today: TODAY,
      notSchoolDay: null,
      students,
      counts: countMarks(students),
      conflicts: [],
    };
    if (url === '/api/teacher/classes') return jsonResponse(200, [klass]);
    if (url === '/api/teacher/classes/c1/attendance') return jsonResponse(200, attendance);
    if (url === '/api/teacher/classes/c1/absence-notes') return jsonResponse(200, notes);
    if (url === `/api/teacher/classes/c1/attendance/${TODAY}` && init?.method === 'PUT') {
      sent = JSON.parse(String(init.body));
      return jsonResponse(200, { ...attendance, changed: 1, conflicted: 0 });
    }
    return profileOrNotFound(url, 'teacher');
  });
});

describe('Mark Attendance with absence notes', () => {
  it('suggests absent for a reported student, shows the note, flags a contradicting mark', async () => {
    renderScreen(<MarkAttendanceCard />);
    const ada = (await screen.findByText('Ada Abbott')).closest('li')!;
    expect(within(ada).getByRole('combobox', { name: 'Status for Ada Abbott' })).toHaveValue(
      'absent',
    );
    expect(within(ada).getByText(/Reported absent by guardian: Illness/)).toHaveTextContent(
      'Absent is suggested: save to confirm.',
    );
    const ben = screen.getByText('Ben Baker').closest('li')!;
    // A saved mark is never overwritten by a note: flagged instead.
    expect(within(ben).getByRole('combobox', { name: 'Status for Ben Baker' })).toHaveValue(
      'present',
    );
    expect(within(ben).getByText(/Marked present on a day the guardian reported/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Save Attendance' }));
    expect(await screen.findByText(/Attendance saved/)).toBeVisible();
    expect(sent!.marks[0]).toMatchObject({ studentId: id(1), status: 'absent' });
  });
});
