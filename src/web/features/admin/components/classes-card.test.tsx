import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLASS_SUBJECTS } from '@/shared/rules/class-subjects';
import type { SchoolClass } from '@/shared/schemas/classes';
import { jsonResponse } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { callsTo, mockFetch, profileOrNotFound, serveApi } from '@/web/test/fetch-mock';
import { ClassesCard } from './classes-card';
import { retype } from '@/web/test/retype';
import { openDialog } from '@/web/test/open-dialog';

const teacherId = '2b000000-0000-4000-8000-000000000001';
const fetchMock = mockFetch({ signedIn: true });
const calls = (method: string, path: string) => callsTo(fetchMock, method, path);

const algebra: SchoolClass = {
  id: '3c000000-0000-4000-8000-000000000001',
  className: 'Grade 10A Algebra',
  subject: 'Mathematics',
  teacher: 'Tom Teacher',
  teacherId,
  studentCount: 24,
  schedule: 'Mon, Wed 9:00-10:00',
  room: 'Room 101',
};

function serve(classes: SchoolClass[]) {
  // The first class stores the defaults: the list then comes sorted, with ids (a refresh while
  // the dialog is open must not lose the create's success).
  let stored = false;
  serveApi(fetchMock, async (method, url, init) => {
    if (url === '/api/admin/classes' && method === 'GET') return jsonResponse(200, classes);
    if (url === '/api/admin/classes' && method === 'POST') {
      const created = {
        ...JSON.parse(String(init?.body)),
        id: algebra.id,
        teacher: 'Tom Teacher',
        studentCount: 0,
      };
      classes = [...classes, created];
      stored = true;
      return jsonResponse(201, created);
    }
    if (url.startsWith('/api/admin/classes/') && method === 'PATCH') {
      const changes = JSON.parse(String(init?.body));
      classes = classes.map((item) => (url.endsWith(item.id) ? { ...item, ...changes } : item));
      return jsonResponse(
        200,
        classes.find((item) => url.endsWith(item.id)),
      );
    }
    if (url.startsWith('/api/admin/classes/') && method === 'DELETE') {
      classes = classes.filter((item) => !url.endsWith(item.id));
      return jsonResponse(200, { id: algebra.id });
    }
    if (url === '/api/admin/subjects') {
      return jsonResponse(200, {
        isDefault: !stored,
        subjects: (stored ? [...CLASS_SUBJECTS].sort() : CLASS_SUBJECTS).map((name, index) => ({
          id: stored ? `4d000000-0000-4000-8000-${String(index).padStart(12, '0')}` : null,
          name,
        })),
      });
    }
    if (url === '/api/admin/teachers/options') {
      return jsonResponse(200, [{ id: teacherId, name: 'Tom Teacher', subject: null }]);
    }
    return profileOrNotFound(url, 'admin');
  });
}

const renderCard = () => renderScreen(<ClassesCard />);

/** The card over `classes` with the dialog its button `name` opens; the user goes on from there. */
async function openOnCard(classes: SchoolClass[], name: string, dialogName?: string) {
  serve(classes);
  renderCard();
  const user = userEvent.setup();
  return { user, dialog: await openDialog(user, name, dialogName) };
}

describe('ClassesCard', () => {
  it("says 'No classes created yet' when the school has none", async () => {
    serve([]);
    renderCard();
    expect(screen.getByRole('heading', { name: 'Classes & Subjects' })).toBeInTheDocument();
    expect(await screen.findByText('No classes created yet')).toBeInTheDocument();
  });

  it('lists each class with subject, teacher, students count, schedule and room', async () => {
    serve([algebra]);
    renderCard();
    const row = (await screen.findByText('Grade 10A Algebra')).closest('li')!;
    expect(within(row).getByText('Mathematics · Tom Teacher')).toBeInTheDocument();
    expect(
      within(row).getByText(/24 students · Mon, Wed 9:00-10:00 · Room 101/),
    ).toBeInTheDocument();
  });

  it('shows the schedule of the saved timetable, not the free text, once periods are saved', async () => {
    serve([{ ...algebra, schedule: 'Tue 14:00', weekSchedule: 'Mon, Wed 09:00–09:45' }]);
    renderCard();
    const row = (await screen.findByText('Grade 10A Algebra')).closest('li')!;
    expect(
      within(row).getByText(/24 students · Mon, Wed 09:00–09:45 · Room 101/),
    ).toBeInTheDocument();
    expect(within(row).queryByText(/Tue 14:00/)).not.toBeInTheDocument();
  });

  it('requires class name, room and schedule, and sends nothing without a teacher', async () => {
    const { user, dialog } = await openOnCard([], 'Create Class');
    await within(dialog).findByRole('option', { name: 'Tom Teacher' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Class' }));
    expect(await within(dialog).findByText('Class name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Room is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Schedule is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Class name'), 'Grade 10A Algebra');
    await user.type(within(dialog).getByLabelText('Room'), 'Room 101');
    await user.type(within(dialog).getByLabelText('Schedule'), 'Mon, Wed 9:00-10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create Class' }));
    expect(await within(dialog).findByText('Choose a teacher')).toBeInTheDocument();
    expect(calls('POST', '/api/admin/classes')).toHaveLength(0);

    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Mathematics');
    await user.selectOptions(within(dialog).getByLabelText('Subject'), 'Physics');
    await user.selectOptions(within(dialog).getByLabelText('Teacher'), 'Tom Teacher');
    await user.click(within(dialog).getByRole('button', { name: 'Create Class' }));
    await waitFor(() => expect(calls('POST', '/api/admin/classes')).toHaveLength(1));
    expect(JSON.parse(calls('POST', '/api/admin/classes')[0]![1].body)).toEqual({
      className: 'Grade 10A Algebra',
      subject: 'Physics',
      teacherId,
      room: 'Room 101',
      schedule: 'Mon, Wed 9:00-10:00',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Grade 10A Algebra')).toBeInTheDocument();
  });

  it('deletes a class only after confirmation', async () => {
    const { user, dialog } = await openOnCard([algebra], 'Delete Grade 10A Algebra');
    expect(
      within(dialog).getByText(/will be deleted with its list of 24 students/),
    ).toBeInTheDocument();
    expect(calls('DELETE', `/api/admin/classes/${algebra.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Class' }));
    await waitFor(() =>
      expect(calls('DELETE', `/api/admin/classes/${algebra.id}`)).toHaveLength(1),
    );
    expect(await screen.findByText('No classes created yet')).toBeInTheDocument();
  });

  it('edits a class with its current values filled in', async () => {
    const { user, dialog } = await openOnCard([algebra], 'Edit Grade 10A Algebra', 'Edit Class');
    await within(dialog).findByRole('option', { name: 'Tom Teacher' });
    expect(within(dialog).getByLabelText('Teacher')).toHaveValue(teacherId);
    const room = within(dialog).getByLabelText('Room');
    expect(room).toHaveValue('Room 101');
    await retype(user, room, 'Lab 3');
    await user.click(within(dialog).getByRole('button', { name: 'Save Class' }));
    const path = `/api/admin/classes/${algebra.id}`;
    await waitFor(() => expect(calls('PATCH', path)).toHaveLength(1));
    expect(JSON.parse(calls('PATCH', path)[0]![1].body)).toMatchObject({
      room: 'Lab 3',
      teacherId,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/· Lab 3$/)).toBeInTheDocument();
  });
});
