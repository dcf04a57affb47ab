import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  countMarks,
  type AttendanceRosterEntry,
  type ClassAttendance,
} from '@/shared/schemas/attendance';
import type { TeacherClassDetail } from '@/shared/schemas/teacher';
import { jsonResponse } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { fieldError, mockFetch, profileOrNotFound, serveApi } from '@/web/test/fetch-mock';
import { MarkAttendanceCard } from './mark-attendance-card';

const detail = { schedule: 'Mon-Fri 9:00', attendance: null, students: [] };
const classes: TeacherClassDetail[] = [
  { id: 'c1', name: 'Grade 10A', subject: 'Mathematics', room: '101', studentCount: 3, ...detail },
  { id: 'c2', name: 'Grade 10B', subject: 'Mathematics', room: '102', studentCount: 1, ...detail },
];
const TODAY = '2026-11-20';
const uuidOf = (id: string) => `5a000000-0000-4000-8000-00000000000${id.slice(1)}`;
const student = (id: string, name: string): AttendanceRosterEntry => ({
  studentId: uuidOf(id),
  studentName: name,
  rollNumber: `R-${id}`,
  status: null,
  minutesLate: null,
  reason: null,
});

const fetchMock = mockFetch({ signedIn: true });
/** The server's saved marks per class and date. */
let saved: Record<string, AttendanceRosterEntry[]>;

function rosterOf(classId: string): AttendanceRosterEntry[] {
  return classId === 'c1'
    ? [student('s1', 'Ada Abbott'), student('s2', 'Ben Baker'), student('s3', 'Chloe Chen')]
    : [student('s4', 'Dan Dubois')];
}

function answer(classId: string, date: string): ClassAttendance {
  const students = saved[`${classId}/${date}`] ?? rosterOf(classId);
  return {
    classId,
    className: classes.find((klass) => klass.id === classId)!.name,
    date,
    today: TODAY,
    notSchoolDay: null,
    students,
    counts: countMarks(students),
    conflicts: [],
  };
}

beforeEach(() => {
  saved = {};
  serveApi(fetchMock, async (method, url, init) => {
    if (url === '/api/teacher/classes') return jsonResponse(200, classes);
    const read = /^\/api\/teacher\/classes\/(\w+)\/attendance(?:\?date=([\d-]+))?$/.exec(url);
    if (read && method === 'GET') return jsonResponse(200, answer(read[1]!, read[2] ?? TODAY));
    const write = /^\/api\/teacher\/classes\/(\w+)\/attendance\/([\d-]+)$/.exec(url);
    if (write && method === 'PUT') {
      const { marks } = JSON.parse(String(init?.body));
      const [classId, date] = [write[1]!, write[2]!];
      saved[`${classId}/${date}`] = rosterOf(classId).map((entry) => {
        const mark = marks.find((m: { studentId: string }) => m.studentId === entry.studentId);
        return { ...entry, ...mark, studentId: entry.studentId };
      });
      return jsonResponse(200, { ...answer(classId, date), changed: marks.length, conflicted: 0 });
    }
    return profileOrNotFound(url, 'teacher');
  });
});

const renderCard = () => renderScreen(<MarkAttendanceCard />);

/** The card with the first class's students shown, and a user to act on it. */
async function renderClass() {
  const user = userEvent.setup();
  renderCard();
  await screen.findByText('Ada Abbott');
  return user;
}

const counts = () => screen.getByText(/^Present:/).closest('p')!.textContent;

describe('MarkAttendanceCard', () => {
  it("opens the first class on the school's today, nothing marked", async () => {
    renderCard();
    expect(await screen.findByText('Ada Abbott')).toBeInTheDocument();
    expect(screen.getByLabelText('Class to mark')).toHaveValue('c1');
    expect(screen.getByLabelText('Date')).toHaveValue(TODAY);
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', TODAY);
    expect(screen.getByLabelText('Status for Ada Abbott')).toHaveValue('');
    expect(counts()).toBe('Present: 0Absent: 0Late: 0Not marked: 3');
  });

  it('Mark All Present sets everyone present; the counts follow every change', async () => {
    const user = await renderClass();
    await user.click(screen.getByRole('button', { name: 'Mark All Present' }));
    expect(counts()).toBe('Present: 3Absent: 0Late: 0');
    await user.selectOptions(screen.getByLabelText('Status for Ben Baker'), 'Absent');
    await user.selectOptions(screen.getByLabelText('Status for Chloe Chen'), 'Late');
    expect(counts()).toBe('Present: 1Absent: 1Late: 1');
    await user.selectOptions(screen.getByLabelText('Status for Ada Abbott'), 'Not marked');
    expect(counts()).toBe('Present: 0Absent: 1Late: 1Not marked: 1');
  });

  it('saves the whole class in one request and shows what was saved when the date is reopened', async () => {
    const user = await renderClass();
    await user.click(screen.getByRole('button', { name: 'Mark All Present' }));
    await user.selectOptions(screen.getByLabelText('Status for Ben Baker'), 'Absent');
    await user.type(screen.getByLabelText("Reason for Ben Baker's absence (optional)"), 'Flu');
    await user.selectOptions(screen.getByLabelText('Status for Chloe Chen'), 'Late');
    await user.type(screen.getByLabelText('Minutes late for Chloe Chen'), '15');
    await user.click(screen.getByRole('button', { name: 'Save Attendance' }));

    expect(
      await screen.findByText(
        `Attendance saved for Grade 10A on ${TODAY}: 1 present, 1 absent, 1 late.`,
      ),
    ).toBeInTheDocument();
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]![0]).toBe(`/api/teacher/classes/c1/attendance/${TODAY}`);
    expect(JSON.parse(String(puts[0]![1].body))).toEqual({
      marks: [
        { studentId: uuidOf('s1'), status: 'present', minutesLate: null, reason: null },
        { studentId: uuidOf('s2'), status: 'absent', minutesLate: null, reason: 'Flu' },
        { studentId: uuidOf('s3'), status: 'late', minutesLate: 15, reason: null },
      ],
    });

    // Another class, then back: the saved day comes from the server as it was saved.
    await user.selectOptions(screen.getByLabelText('Class to mark'), 'c2');
    expect(await screen.findByText('Dan Dubois')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Class to mark'), 'c1');
    await waitFor(() =>
      expect(screen.getByLabelText('Status for Ben Baker')).toHaveValue('absent'),
    );
    expect(screen.getByLabelText("Reason for Ben Baker's absence (optional)")).toHaveValue('Flu');
    expect(screen.getByLabelText('Minutes late for Chloe Chen')).toHaveValue('15');
    expect(counts()).toBe('Present: 1Absent: 1Late: 1');
  });

  it('says beside the field what is wrong and sends nothing', async () => {
    const user = await renderClass();
    await user.selectOptions(screen.getByLabelText('Status for Ada Abbott'), 'Late');
    await user.type(screen.getByLabelText('Minutes late for Ada Abbott'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Save Attendance' }));
    expect(await screen.findByText('Enter the minutes late as a whole number')).toBeInTheDocument();
    expect(screen.getByText(/Attendance was not saved/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says plainly when the server refuses the save', async () => {
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? fieldError(
            400,
            'VALIDATION_FAILED',
            'date',
            'Attendance cannot be marked for a future date.',
          )
        : base(url, init),
    );
    const user = await renderClass();
    await user.click(screen.getByRole('button', { name: 'Mark All Present' }));
    await user.click(screen.getByRole('button', { name: 'Save Attendance' }));
    expect(
      await screen.findByText(/Attendance was not saved\. .*cannot be marked for a future date/),
    ).toBeInTheDocument();
  });

  it('says when the date is not a school day and offers no save', async () => {
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url.startsWith('/api/teacher/classes/c1/attendance')
        ? jsonResponse(200, {
            ...answer('c1', TODAY),
            notSchoolDay: 'Friday 20 November 2026 is a holiday: Founders’ Day.',
          })
        : base(url, init),
    );
    renderCard();
    expect(
      await screen.findByText(
        'Friday 20 November 2026 is a holiday: Founders’ Day. Attendance cannot be marked on it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Attendance' })).toBeDisabled();
  });

  it("flags a student whose mark differs from another teacher's, naming the mark that stands", async () => {
    const base = fetchMock.getMockImplementation()!;
    const conflict = {
      studentId: uuidOf('s2'),
      standing: { status: 'present', by: 'Maria Lopez', className: 'Grade 9 Art' },
      other: { status: 'absent', by: 'Sam Teacher', className: 'Grade 10A' },
      mine: true,
    };
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url.startsWith('/api/teacher/classes/c1/attendance')
        ? jsonResponse(200, { ...answer('c1', TODAY), conflicts: [conflict] })
        : base(url, init),
    );
    renderCard();
    const row = (await screen.findByText('Ben Baker')).closest('li')!;
    expect(
      within(row).getByText(
        'Conflict: your mark (Absent) was not saved. The first mark, Present by Maria Lopez in Grade 9 Art, stands; the office has been told.',
      ),
    ).toBeInTheDocument();
    const other = screen.getByText('Ada Abbott').closest('li')!;
    expect(within(other).queryByText(/Conflict/)).toBeNull();
  });

  it('says so when the teacher has no classes', async () => {
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url === '/api/teacher/classes' ? jsonResponse(200, []) : base(url, init),
    );
    renderCard();
    expect(await screen.findByText('No classes assigned')).toBeInTheDocument();
    expect(within(document.body).queryByRole('button', { name: 'Save Attendance' })).toBeNull();
  });
});
