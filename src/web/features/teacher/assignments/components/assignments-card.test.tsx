import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeacherAssignment } from '@/shared/schemas/assignments';
import { jsonResponse } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { callsTo, mockFetch, profileOrNotFound, serveApi } from '@/web/test/fetch-mock';
import { AssignmentsCard } from './assignments-card';
import { openDialog } from '@/web/test/open-dialog';

const fetchMock = mockFetch({ signedIn: true });
const calls = (method: string, path: string) => callsTo(fetchMock, method, path);

const classId = '3c000000-0000-4000-8000-000000000001';
const mathsId = '4d000000-0000-4000-8000-000000000001';
const physicsId = '4d000000-0000-4000-8000-000000000002';

const assignment = (
  index: number,
  changes: Partial<TeacherAssignment> = {},
): TeacherAssignment => ({
  id: `5e000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  title: `Worksheet ${index}`,
  subject: 'Mathematics',
  subjectId: mathsId,
  class: 'Grade 10A',
  classId,
  dueDate: '2026-12-01',
  description: null,
  status: 'published',
  submissionCount: { submitted: 5, graded: 2, total: 12 },
  attachment: null,
  ...changes,
});

function serve(initial: TeacherAssignment[]) {
  let list = initial;
  serveApi(fetchMock, async (method, url, init) => {
    if (url === '/api/teacher/assignments' && method === 'GET') return jsonResponse(200, list);
    if (url === '/api/teacher/assignments/options') {
      return jsonResponse(200, {
        subjects: [
          { id: mathsId, name: 'Mathematics' },
          { id: physicsId, name: 'Physics' },
        ],
        classes: [{ id: classId, name: 'Grade 10A', subjectId: mathsId, subject: 'Mathematics' }],
      });
    }
    if (url === '/api/teacher/assignments' && method === 'POST') {
      const body = JSON.parse(String(init?.body));
      const created = assignment(99, {
        title: body.title,
        status: body.status,
        submissionCount:
          body.status === 'published' ? { submitted: 0, graded: 0, total: 12 } : null,
      });
      list = [created, ...list];
      return jsonResponse(201, { id: created.id, status: body.status, submissions: 0 });
    }
    if (url.endsWith('/publish') && method === 'POST') {
      list = list.map((item) =>
        url.includes(item.id)
          ? {
              ...item,
              status: 'published',
              submissionCount: { submitted: 0, graded: 0, total: 12 },
            }
          : item,
      );
      return jsonResponse(200, { id: list[0]!.id, status: 'published', submissions: 12 });
    }
    if (url.startsWith('/api/teacher/assignments/') && method === 'DELETE') {
      list = list.filter((item) => !url.endsWith(item.id));
      return new Response(null, { status: 204 });
    }
    return profileOrNotFound(url, 'teacher');
  });
}

const renderCard = () => renderScreen(<AssignmentsCard />);

async function fillForm(user: ReturnType<typeof userEvent.setup>, title: string) {
  await screen.findByRole('option', { name: 'Grade 10A Mathematics' });
  await user.type(screen.getByLabelText('Title'), title);
  await user.type(screen.getByLabelText('Due date'), '2026-12-24');
  await user.selectOptions(screen.getByLabelText('Class'), 'Grade 10A Mathematics');
}

describe('AssignmentsCard', () => {
  it("says 'No assignments created yet' when there are none", async () => {
    serve([]);
    renderCard();
    expect(screen.getByRole('heading', { name: 'Assignments & Notes' })).toBeInTheDocument();
    expect(await screen.findByText('No assignments created yet')).toBeInTheDocument();
  });

  it('shows 4, with counts for published ones only and Publish on drafts; the rest in a dialog', async () => {
    serve([
      assignment(1, { status: 'draft', submissionCount: null, title: 'Draft essay' }),
      assignment(2),
      assignment(3),
      assignment(4),
      assignment(5),
      assignment(6),
    ]);
    renderCard();
    const list = (await screen.findByText('Draft essay')).closest('ul')!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).queryByText('Worksheet 5')).not.toBeInTheDocument();
    const draft = within(list).getByText('Draft essay').closest('li')!;
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).queryByText(/submitted/)).not.toBeInTheDocument();
    const published = within(list).getByText('Worksheet 2').closest('li')!;
    expect(within(published).getByText('Published')).toBeInTheDocument();
    expect(within(published).getByText('5/12 submitted · 2 graded')).toBeInTheDocument();
    expect(within(published).getByText(/Due: Dec 1, 2026/)).toBeInTheDocument();
    expect(within(published).queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(draft).getByRole('button', { name: 'Publish Draft essay' }));
    await waitFor(() =>
      expect(calls('POST', `/api/teacher/assignments/${assignment(1).id}/publish`)).toHaveLength(1),
    );
    expect(await within(list).findByText('0/12 submitted · 0 graded')).toBeInTheDocument();

    const dialog = await openDialog(user, 'View all (6)', 'All assignments');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
  });

  it("requires title and due date, then 'Save as Draft' sends a draft", async () => {
    serve([]);
    renderCard();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Grade 10A Mathematics' });
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Due date is required')).toBeInTheDocument();
    expect(calls('POST', '/api/teacher/assignments')).toHaveLength(0);

    await fillForm(user, 'Fractions');
    // Choosing the class suggests its subject.
    expect(screen.getByLabelText('Subject')).toHaveValue(mathsId);
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(calls('POST', '/api/teacher/assignments')).toHaveLength(1));
    expect(JSON.parse(calls('POST', '/api/teacher/assignments')[0]![1].body)).toEqual({
      title: 'Fractions',
      dueDate: '2026-12-24',
      description: null,
      subjectId: mathsId,
      classId,
      status: 'draft',
    });
    const item = (await screen.findByText('Fractions')).closest('li')!;
    expect(within(item).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('deletes a draft only after confirmation', async () => {
    serve([assignment(1, { status: 'draft', submissionCount: null, title: 'Draft essay' })]);
    renderCard();
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Delete Draft essay', 'Delete this draft?');
    const path = `/api/teacher/assignments/${assignment(1).id}`;
    expect(calls('DELETE', path)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Draft' }));
    await waitFor(() => expect(calls('DELETE', path)).toHaveLength(1));
    expect(await screen.findByText('No assignments created yet')).toBeInTheDocument();
  });

  it("'Publish' sends a published assignment", async () => {
    serve([]);
    renderCard();
    const user = userEvent.setup();
    await fillForm(user, 'Forces');
    await user.selectOptions(screen.getByLabelText('Subject'), 'Physics');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls('POST', '/api/teacher/assignments')).toHaveLength(1));
    expect(JSON.parse(calls('POST', '/api/teacher/assignments')[0]![1].body)).toMatchObject({
      title: 'Forces',
      subjectId: physicsId,
      status: 'published',
    });
    const item = (await screen.findByText('Forces')).closest('li')!;
    expect(within(item).getByText('Published')).toBeInTheDocument();
  });

  it('refuses an attachment over 10 MB beside the field, sending nothing', async () => {
    serve([]);
    renderCard();
    const user = userEvent.setup();
    await fillForm(user, 'Big file');
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Attachment (optional)'), big);
    expect(
      await screen.findByText('The attachment is larger than 10 MB. Attach a smaller file.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(calls('POST', '/api/teacher/assignments')).toHaveLength(0);
  });
});
