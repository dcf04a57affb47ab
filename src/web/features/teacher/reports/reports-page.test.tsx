import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttendanceReport, UnmarkedToday } from '@/shared/schemas/attendance';
import type { TeacherClassDetail } from '@/shared/schemas/teacher';
import { jsonResponse } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { mockFetch, profileOrNotFound } from '@/web/test/fetch-mock';
import { ReportsPage } from './reports-page';

const detail = { schedule: 'Mon-Fri 9:00', attendance: null, students: [] };
const classes: TeacherClassDetail[] = [
  { id: 'c1', name: 'Grade 10A', subject: 'Mathematics', room: '101', studentCount: 2, ...detail },
];
const summary = {
  present: 0,
  absent: 0,
  late: 0,
  marked: 0,
  rate: null,
  chronic: false,
  longestAbsenceRun: 0,
  consecutiveAbsences: false,
};
const report: AttendanceReport = {
  classId: 'c1',
  className: 'Grade 10A',
  from: '2026-10-22',
  to: '2026-11-20',
  today: '2026-11-20',
  rate: 88,
  students: [
    {
      ...summary,
      studentId: 's1',
      studentName: 'Sam Shah',
      rollNumber: 'S0001',
      present: 13,
      absent: 2,
      marked: 15,
      rate: 87,
      chronic: true,
      longestAbsenceRun: 1,
    },
    {
      ...summary,
      studentId: 's2',
      studentName: 'Ada Abbott',
      rollNumber: 'S0002',
      present: 12,
      absent: 3,
      marked: 15,
      rate: 80,
      chronic: true,
      longestAbsenceRun: 3,
      consecutiveAbsences: true,
    },
  ],
  daily: [
    { date: '2026-11-18', present: 2, absent: 0, late: 0, rate: 100 },
    { date: '2026-11-19', present: 1, absent: 1, late: 0, rate: 50 },
  ],
};
const unmarked: UnmarkedToday = {
  today: '2026-11-20',
  date: '2026-11-20',
  classes: [{ classId: 'c1', className: 'Grade 10A', studentCount: 30, marked: 12 }],
};

const fetchMock = mockFetch({ signedIn: true });

beforeEach(() => {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/api/teacher/classes') return jsonResponse(200, classes);
    if (url === '/api/teacher/reports/unmarked-today') return jsonResponse(200, unmarked);
    if (url.startsWith('/api/teacher/reports/attendance.csv')) {
      return new Response('Student\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
    }
    if (url.startsWith('/api/teacher/reports/attendance?')) {
      const params = new URL(url, 'http://x').searchParams;
      return jsonResponse(200, {
        ...report,
        from: params.get('from') ?? report.from,
        to: params.get('to') ?? report.to,
      });
    }
    return profileOrNotFound(url, 'teacher');
  });
});

const renderPage = () => renderScreen(<ReportsPage />);

describe('ReportsPage', () => {
  it('shows the classes not yet marked today', async () => {
    renderPage();
    expect(await screen.findByText('12 of 30 students marked')).toBeInTheDocument();
    expect(
      screen.getByText('Your classes with a lesson on 2026-11-20 and students not marked.'),
    ).toBeInTheDocument();
  });

  it('shows each student with their rate and flags, for the default window', async () => {
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: /Ada Abbott/ })).closest('tr')!;
    expect(within(row).getByText('80%')).toBeInTheDocument();
    expect(within(row).getByText('Chronic absence')).toBeInTheDocument();
    expect(within(row).getByText('3 absences in a row')).toBeInTheDocument();
    const sam = screen.getByRole('rowheader', { name: /Sam Shah/ }).closest('tr')!;
    expect(within(sam).getByText('87%')).toBeInTheDocument();
    expect(within(sam).queryByText(/in a row/)).toBeNull();
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-22');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-20');
    expect(
      screen.getByRole('img', {
        name: 'Attendance rate by day from 2026-11-18 to 2026-11-19: between 50% and 100%.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/2 chronically absent, 1 with 3\+ absences in a row/),
    ).toBeInTheDocument();
  });

  it('asks the server for the chosen range, and refuses an end before the start beside the field', async () => {
    renderPage();
    await screen.findByRole('rowheader', { name: /Ada Abbott/ });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('from=2026-11-01'))).toBe(
        true,
      ),
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    expect(
      await screen.findByText('The end date must be on or after the start date'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  });

  it('downloads the CSV of the report', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    await screen.findByRole('rowheader', { name: /Ada Abbott/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(
      fetchMock.mock.calls.some(
        ([url]) =>
          url === '/api/teacher/reports/attendance.csv?classId=c1&from=2026-10-22&to=2026-11-20',
      ),
    ).toBe(true);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'attendance-Grade-10A-2026-10-22-to-2026-11-20.csv',
    );
    click.mockRestore();
  });
});
