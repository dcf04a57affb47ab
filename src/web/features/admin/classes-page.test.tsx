import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EnrolledStudent, SchoolClass } from '@/shared/schemas/classes';
import { itemPage, jsonResponse, makeProfile } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { callsTo, mockFetch, serveApi } from '@/web/test/fetch-mock';
import { ClassesPage } from './classes-page';
import { retype } from '@/web/test/retype';
import { openDialog as clickToOpen } from '@/web/test/open-dialog';

const fetchMock = mockFetch({ signedIn: true });
const calls = (method: string, path: string) => callsTo(fetchMock, method, path);

const physics: SchoolClass = {
  id: '3c000000-0000-4000-8000-000000000002',
  className: 'Grade 9B Physics',
  subject: 'Physics',
  teacher: 'Tom Teacher',
  teacherId: '2b000000-0000-4000-8000-000000000001',
  studentCount: 1,
  schedule: 'Tue 11:00',
  room: 'Lab 1',
};
const everyClass: SchoolClass[] = [
  physics,
  ...Array.from({ length: 29 }, (_, index) => ({
    ...physics,
    id: `3c000000-0000-4000-8000-1000000000${String(index).padStart(2, '0')}`,
    className: `Grade ${(index % 12) + 1}${index < 12 ? 'A' : 'B'}`,
    subject: index % 2 ? 'Art' : 'Music',
    teacher: index % 3 ? 'Tom Teacher' : 'Ana Lopez',
  })),
];
const classQueries = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/classes?'))
    .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1])));

const student = (n: number, grade = 9): EnrolledStudent => ({
  id: `5e000000-0000-4000-8000-00000000000${n}`,
  fullName: `Student ${n}`,
  rollNumber: `R-${n}`,
  gradeLevel: grade,
  section: 'B',
});

beforeEach(() => {
  serveApi(fetchMock, async (method, url, init) => {
    if (url.startsWith('/api/admin/classes?')) {
      // A fake server: filters and pages like the real one (which also orders naturally).
      const query = new URLSearchParams(url.split('?')[1]);
      const search = query.get('search')?.toLowerCase() ?? '';
      const grade = query.get('grade');
      const found = everyClass.filter(
        (item) =>
          [item.className, item.subject, item.teacher].some((text) =>
            text.toLowerCase().includes(search),
          ) &&
          (!grade || /\d+/.exec(item.className)?.[0] === grade),
      );
      const page = Number(query.get('page'));
      const pageSize = Number(query.get('pageSize'));
      return jsonResponse(200, {
        rows: found.slice((page - 1) * pageSize, page * pageSize),
        total: found.length,
        page,
        pageSize,
      });
    }
    if (url === `/api/admin/classes/${physics.id}/students` && method === 'GET') {
      return jsonResponse(200, [student(1)]);
    }
    if (url === `/api/admin/classes/${physics.id}/students` && method === 'PUT') {
      const { studentIds } = JSON.parse(String(init?.body)) as { studentIds: string[] };
      return jsonResponse(
        200,
        studentIds.map((id) => student(Number(id.at(-1)))),
      );
    }
    if (url.startsWith('/api/admin/student-options')) {
      const query = new URLSearchParams(url.split('?')[1]);
      const all = [student(1), student(2), student(3, 10)];
      const items = all.filter(
        (s) =>
          (!query.get('grade') || s.gradeLevel === Number(query.get('grade'))) &&
          (!query.get('q') || s.rollNumber.toLowerCase().includes(query.get('q')!.toLowerCase())),
      );
      return jsonResponse(200, itemPage(items));
    }
    if (url === `/api/admin/classes/${physics.id}/timetable`) return jsonResponse(200, []);
    if (url === '/api/profile') return jsonResponse(200, makeProfile('admin'));
    return jsonResponse(200, []);
  });
});

/** The page with the dialog that the button `name` opens, named as the button is. */
async function openDialog(name: string) {
  renderScreen(<ClassesPage />);
  const user = userEvent.setup();
  return { user, dialog: await clickToOpen(user, name, name) };
}

describe('ClassesPage', () => {
  it('enrols students found by roll number and saves the whole list', async () => {
    const { user, dialog } = await openDialog('Students of Grade 9B Physics');
    expect(await within(dialog).findByText('In this class: 1')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Grade'), 'Grade 10');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Student 3 \(R-3/ }));
    expect(within(dialog).getByText('In this class: 2')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Grade'), 'All grades');
    await user.type(within(dialog).getByLabelText('Search students'), 'r-2');
    await waitFor(() =>
      expect(within(dialog).queryByRole('checkbox', { name: /Student 3/ })).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /Student 2 \(R-2/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Student 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Students' }));
    await waitFor(() =>
      expect(calls('PUT', `/api/admin/classes/${physics.id}/students`)).toHaveLength(1),
    );
    const body = JSON.parse(calls('PUT', `/api/admin/classes/${physics.id}/students`)[0]![1].body);
    expect(body.studentIds.sort()).toEqual([student(2).id, student(3).id]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page of classes is read again, for the new student count.
    await waitFor(() => expect(classQueries()).toHaveLength(2));
  });

  it('pages 25 at a time and searches and filters by grade on the server', async () => {
    renderScreen(<ClassesPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('Showing 1–25 of 30')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Classes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(classQueries()[0]).toEqual({ page: '1', pageSize: '25' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26–30 of 30')).toBeInTheDocument();
    expect(classQueries().at(-1)).toMatchObject({ page: '2' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.type(screen.getByLabelText('Search by class, subject or teacher'), 'ana');
    await waitFor(() =>
      expect(classQueries().at(-1)).toEqual({ search: 'ana', page: '1', pageSize: '25' }),
    );
    expect(await screen.findByText('Showing 1–10 of 10')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Class pages' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), 'Grade 4');
    await waitFor(() => expect(classQueries().at(-1)).toMatchObject({ search: 'ana', grade: '4' }));
    expect(await screen.findByText('Showing 1–3 of 3')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), 'Grade 11');
    expect(await screen.findByText('No classes match this search')).toBeInTheDocument();
  });

  it('checks the timetable form: end after start', async () => {
    const { user, dialog } = await openDialog('Timetable of Grade 9B Physics');
    expect(await within(dialog).findByText('No classes scheduled')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Period' }));
    const end = within(dialog).getByLabelText('End');
    await retype(user, end, '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save Timetable' }));
    expect(
      await within(dialog).findByText('End time must be after the start time'),
    ).toBeInTheDocument();
    expect(calls('PUT', `/api/admin/classes/${physics.id}/timetable`)).toHaveLength(0);
  });
});
