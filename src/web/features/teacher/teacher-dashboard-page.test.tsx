import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { schoolClock } from '@/shared/rules/school-clock';
import type { TeacherDashboard, TeacherStudent } from '@/shared/schemas/teacher';
import { errorResponse, jsonResponse, makeProfile } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { mockFetch } from '@/web/test/fetch-mock';
import { TeacherDashboardPage } from './teacher-dashboard-page';
import { retype } from '@/web/test/retype';

const fetchMock = mockFetch({ signedIn: true });
const MATH = '3c000000-0000-4000-8000-000000000001';
const PHYSICS = '3c000000-0000-4000-8000-000000000002';

const student = (
  n: number,
  name: string,
  classIds: string[],
  attendance: number | null,
  grade: TeacherStudent['grade'],
): TeacherStudent => ({
  id: `5e000000-0000-4000-8000-00000000000${n}`,
  name,
  rollNumber: `S00${n}`,
  class: classIds.map((id) => (id === MATH ? 'Grade 10A' : 'Grade 11A')).join(', '),
  classIds,
  email: null,
  phone: null,
  attendance,
  grade,
});

const dashboard: TeacherDashboard = {
  clock: { timeZone: 'UTC', ...schoolClock('UTC') },
  classes: [
    {
      id: MATH,
      name: 'Grade 10A',
      subject: 'Mathematics',
      room: 'Room 101',
      schedule: 'Mon, Wed 09:00',
      studentCount: 2,
    },
    {
      id: PHYSICS,
      name: 'Grade 11A',
      subject: 'Physics',
      room: 'Lab 2',
      schedule: 'Fridays after lunch',
      weekSchedule: 'Fri 13:00–13:45',
      studentCount: 1,
    },
  ],
  students: [
    student(1, 'Ann Archer', [MATH], 75, 'A-'),
    student(2, 'Ben Baker', [MATH], null, null),
    student(3, 'Cara Cole', [PHYSICS], 100, 'B'),
  ],
  tiles: { totalStudents: 3, classesToday: 2, pendingReviews: 4, parentMeetings: 1 },
  timetable: [
    {
      id: 't1',
      day: 'Monday',
      startTime: '09:00',
      endTime: '10:00',
      subject: 'Mathematics',
      teacher: 'Thomas Reed',
      room: 'Room 101',
      className: 'Grade 10A',
    },
  ],
};

function answer(body: () => Response) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/api/profile') return jsonResponse(200, makeProfile('teacher'));
    if (url === '/api/teacher/dashboard') return body();
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: url } });
  });
}

const render = () => renderScreen(<TeacherDashboardPage />);

describe('TeacherDashboardPage', () => {
  it('shows the four tiles, My Classes, the students and the week from one request', async () => {
    answer(() => jsonResponse(200, dashboard));
    render();
    expect(await screen.findByLabelText('Total Students: 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Classes Today: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Pending Reviews: 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Parent Meetings: 1')).toBeInTheDocument();

    const classes = screen.getByRole('list', { name: 'My classes' });
    expect(within(classes).getByText('Grade 10A')).toBeInTheDocument();
    expect(within(classes).getByText('Mathematics')).toBeInTheDocument();
    expect(within(classes).getByText('Room 101')).toBeInTheDocument();
    expect(within(classes).getByText('2 students')).toBeInTheDocument();
    // The schedule of the saved timetable, not the class's free text; the free text without one.
    expect(within(classes).getByText('Fri 13:00–13:45')).toBeInTheDocument();
    expect(within(classes).queryByText('Fridays after lunch')).not.toBeInTheDocument();
    expect(within(classes).getByText('Mon, Wed 09:00')).toBeInTheDocument();

    const students = screen.getByRole('list', { name: 'Students' });
    const ann = within(students).getByRole('link', { name: 'Ann Archer' });
    expect(ann).toHaveAttribute('href', '/teacher/students/5e000000-0000-4000-8000-000000000001');
    expect(within(students).getByText('75%')).toBeInTheDocument();
    expect(within(students).getByLabelText('Grade A-')).toBeInTheDocument();
    expect(within(students).getByLabelText('Grade not graded yet')).toBeInTheDocument();

    expect(screen.getByText('Weekly Timetable')).toBeInTheDocument();
    expect(screen.getByText('09:00–10:00')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/teacher/dashboard')).toHaveLength(
      1,
    );
  });

  it("searches students by name or roll number, filters by class, and says 'No students found'", async () => {
    answer(() => jsonResponse(200, dashboard));
    render();
    const user = userEvent.setup();
    const list = () => screen.queryByRole('list', { name: 'Students' });
    const names = () =>
      within(list()!)
        .getAllByRole('link')
        .map((link) => link.textContent);
    await screen.findByRole('list', { name: 'Students' });

    await user.type(screen.getByLabelText('Search students'), 's003');
    expect(names()).toEqual(['Cara Cole']);
    await retype(user, screen.getByLabelText('Search students'), 'ba');
    expect(names()).toEqual(['Ben Baker']);
    await user.clear(screen.getByLabelText('Search students'));

    const studentsCard = list()!.closest('[data-slot="card"]') as HTMLElement;
    await user.selectOptions(within(studentsCard).getByLabelText('Class'), 'Grade 10A');
    expect(names()).toEqual(['Ann Archer', 'Ben Baker']);
    await user.type(screen.getByLabelText('Search students'), 'cara');
    expect(list()).not.toBeInTheDocument();
    expect(screen.getByText('No students found')).toBeInTheDocument();
  });

  it('says so plainly when the teacher has no classes, students or lessons', async () => {
    answer(() =>
      jsonResponse(200, {
        ...dashboard,
        classes: [],
        students: [],
        timetable: [],
        tiles: { totalStudents: 0, classesToday: 0, pendingReviews: 0, parentMeetings: 0 },
      }),
    );
    render();
    expect(await screen.findByText('No classes assigned')).toBeInTheDocument();
    expect(screen.getByText('No students found')).toBeInTheDocument();
    expect(screen.getByText('No classes scheduled')).toBeInTheDocument();
    expect(screen.getByLabelText('Total Students: 0')).toBeInTheDocument();
  });

  it('shows loading placeholders, then the error in plain words with a retry', async () => {
    let fail = true;
    answer(() =>
      fail
        ? errorResponse(403, 'FORBIDDEN', 'Your role does not have access to this.')
        : jsonResponse(200, dashboard),
    );
    render();
    expect(screen.getByRole('status', { name: 'Loading your classes' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Your dashboard could not be loaded\. Your role does not have access to this\./,
      ),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText('Total Students: 3')).toBeInTheDocument());
  });
});
