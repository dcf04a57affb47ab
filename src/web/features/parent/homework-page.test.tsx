import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ParentHomework } from '@/shared/schemas/parent';
import { errorResponse, jsonResponse, makeProfile } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { mockFetch } from '@/web/test/fetch-mock';
import { HomeworkPage } from './homework-page';

const SAM = '11111111-1111-4111-8111-111111111111';
const TARA = '22222222-2222-4222-8222-222222222222';
const MATHS = '33333333-3333-4333-8333-333333333333';
const ESSAY = '44444444-4444-4444-8444-444444444444';

const answer: ParentHomework = {
  today: '2026-11-24',
  children: [
    { id: SAM, name: 'Sam Shah', rollNumber: 'S0001', className: 'Grade 10A', gradeLevel: 10 },
    { id: TARA, name: 'Tara Shah', rollNumber: 'S0002', className: 'Grade 12B', gradeLevel: 12 },
  ],
  subjects: [{ id: MATHS, name: 'Mathematics' }],
  items: [
    {
      id: ESSAY,
      studentId: SAM,
      studentName: 'Sam Shah',
      title: 'Quadratics',
      subjectId: MATHS,
      subject: 'Mathematics',
      dueDate: '2026-11-26',
      status: 'pending',
      description: null,
      grade: null,
      comment: null,
      attachmentUrl: null,
    },
    {
      id: '55555555-5555-4555-8555-555555555555',
      studentId: TARA,
      studentName: 'Tara Shah',
      title: 'Vectors',
      subjectId: MATHS,
      subject: 'Mathematics',
      dueDate: '2026-11-02',
      status: 'graded',
      description: null,
      grade: 'A-',
      comment: 'Neat working.',
      attachmentUrl: null,
    },
  ],
};

const fetchMock = mockFetch({ signedIn: true });

const homeworkCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/parent/homework'));

describe('HomeworkPage', () => {
  it('lists every child’s work with the grade and the teacher’s comment, and filters it', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/profile') return jsonResponse(200, makeProfile('parent'));
      if (url.startsWith('/api/parent/homework')) {
        const status = new URL(url, 'http://x').searchParams.get('status');
        return jsonResponse(200, {
          ...answer,
          items: answer.items.filter((item) => !status || item.status === status),
        });
      }
      return jsonResponse(404, {});
    });
    const { router } = renderScreen(<HomeworkPage />);
    const list = await screen.findByRole('list', { name: 'Homework' });
    const tara = within(list).getByRole('listitem', { name: 'Vectors, Tara Shah' });
    expect(tara).toHaveTextContent('Grade: A-');
    expect(tara).toHaveTextContent('Teacher’s comment: Neat working.');
    expect(
      within(list).getByRole('button', { name: /Mark as done ?: Quadratics, Sam Shah/ }),
    ).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('2 pieces of work');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'graded');
    await waitFor(() => expect(homeworkCalls()).toContain('/api/parent/homework?status=graded'));
    expect(router.state.location.search).toBe('?status=graded');
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: /Quadratics/ })).not.toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Child'), 'Tara Shah');
    await waitFor(() =>
      expect(homeworkCalls()).toContain(`/api/parent/homework?studentId=${TARA}&status=graded`),
    );
    // Every select offers 'All …' with a value (spec 5: no option has an empty value).
    for (const select of ['Child', 'Status', 'Subject']) {
      const options = within(screen.getByLabelText(select)).getAllByRole('option');
      expect(options.every((option) => (option as HTMLOptionElement).value !== '')).toBe(true);
    }
  });

  it('starts with the child of the address, and hands work in', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/profile') return jsonResponse(200, makeProfile('parent'));
      if (init?.method === 'POST') return jsonResponse(200, { status: 'submitted' });
      return jsonResponse(200, { ...answer, items: [answer.items[0]] });
    });
    renderScreen(<HomeworkPage />, `/?child=${SAM}`);
    const button = await screen.findByRole('button', { name: /Mark as done ?: Quadratics/ });
    expect(homeworkCalls()[0]).toBe(`/api/parent/homework?studentId=${SAM}`);
    expect(screen.getByLabelText('Child')).toHaveValue(SAM);
    await userEvent.setup().click(button);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/parent/submissions/${ESSAY}/${SAM}/done`,
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });

  it('says when there is nothing, and when the list could not be loaded', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/profile'
        ? jsonResponse(200, makeProfile('parent'))
        : jsonResponse(200, { ...answer, items: [] }),
    );
    const view = renderScreen(<HomeworkPage />);
    expect(await screen.findByText('No assignments found')).toBeInTheDocument();
    view.unmount();

    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/profile'
        ? jsonResponse(200, makeProfile('parent'))
        : errorResponse(403, 'FORBIDDEN', 'Parents only.'),
    );
    renderScreen(<HomeworkPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The homework could not be loaded. Parents only.',
    );
  });
});
