import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TeacherStudentDetail } from '@/shared/schemas/teacher';
import { errorResponse, jsonResponse, makeProfile } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { mockFetch } from '@/web/test/fetch-mock';
import { StudentDetailPage } from './student-detail-page';

const fetchMock = mockFetch({ signedIn: true });
const ANN = '5e000000-0000-4000-8000-000000000001';

const ann: TeacherStudentDetail = {
  id: ANN,
  name: 'Ann Archer',
  rollNumber: 'S001',
  email: 'ann@example.test',
  phone: null,
  classes: ['Grade 10A'],
  attendance: { rate: 75, present: 2, absent: 1, late: 1 },
  grade: 'A-',
  attendanceHistory: [
    { date: '2026-11-20', status: 'late', minutesLate: 10, reason: null, className: 'Grade 10A' },
    { date: '2026-11-19', status: 'absent', minutesLate: null, reason: 'Ill', className: null },
  ],
  submissions: [
    {
      assignmentId: 'a1',
      title: 'Fractions',
      subject: 'Mathematics',
      className: 'Grade 10A',
      dueDate: '2026-11-18',
      status: 'graded',
      grade: 'A',
      comment: 'Well done',
    },
  ],
  guardians: [
    {
      id: 'p1',
      name: 'Priya Archer',
      relationship: 'Mother',
      email: 'priya@example.test',
      phone: '+1 555 0100',
    },
  ],
};

beforeEach(() => {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/api/profile') return jsonResponse(200, makeProfile('teacher'));
    if (url === `/api/teacher/students/${ANN}`) return jsonResponse(200, ann);
    return errorResponse(404, 'NOT_FOUND', 'This student is not in any of your classes.');
  });
});

const render = (id: string) =>
  renderApp(
    [{ path: '/teacher/students/:id', element: <StudentDetailPage /> }],
    `/teacher/students/${id}`,
  );

describe('StudentDetailPage', () => {
  it("shows the student's attendance, history, work and grades, and the guardians' contacts", async () => {
    render(ANN);
    expect(await screen.findByRole('heading', { name: 'Ann Archer', level: 2 })).toBeVisible();
    expect(screen.getByText('Roll number S001 · Grade 10A')).toBeInTheDocument();
    expect(screen.getByText('ann@example.test')).toBeInTheDocument();
    const summary = screen.getByRole('list', { name: 'Student summary' });
    expect(within(summary).getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('A-')).toBeInTheDocument();

    expect(screen.getByText('Fri, Nov 20, 2026')).toBeInTheDocument();
    expect(screen.getByText('10 min late · Grade 10A')).toBeInTheDocument();
    expect(screen.getByText('Ill')).toBeInTheDocument();
    expect(screen.getByText('Fractions')).toBeInTheDocument();
    expect(screen.getByText('“Well done”')).toBeInTheDocument();

    expect(screen.getByText('(Mother)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'priya@example.test' })).toHaveAttribute(
      'href',
      'mailto:priya@example.test',
    );
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15550100',
    );
  });

  it("says in plain words when the student is not one of the teacher's", async () => {
    render('5e000000-0000-4000-8000-000000000009');
    expect(
      await screen.findByText(
        /The student could not be loaded\. This student is not in any of your classes\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to students' })).toHaveAttribute(
      'href',
      '/teacher/students',
    );
  });
});
