import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QueuedSubmission } from '@/shared/schemas/assignments';
import { jsonResponse } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { mockFetch, profileOrNotFound } from '@/web/test/fetch-mock';
import { GradingQueue } from './grading-queue';

const fetchMock = mockFetch({ signedIn: true });
const item: QueuedSubmission = {
  assignmentId: '5e000000-0000-4000-8000-000000000001',
  studentId: '5a000000-0000-4000-8000-000000000001',
  studentName: 'Sam Shah',
  rollNumber: 'S0001',
  title: 'Quadratics',
  subject: 'Mathematics',
  class: 'Grade 10A',
  dueDate: '2026-11-19',
  submittedAt: '2026-11-18T18:00:00.000Z',
};
const gradeUrl = `/api/teacher/submissions/${item.assignmentId}/${item.studentId}/grade`;

function serve(queue: QueuedSubmission[]) {
  let list = queue;
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/api/teacher/grading-queue') return jsonResponse(200, list);
    if (url === gradeUrl) {
      const body = JSON.parse(String(init?.body));
      list = [];
      return jsonResponse(200, { status: 'graded', grade: body.grade, comment: body.comment });
    }
    return profileOrNotFound(url, 'teacher');
  });
}

describe('GradingQueue', () => {
  it('says so when nothing waits for a grade', async () => {
    serve([]);
    renderScreen(<GradingQueue />);
    expect(await screen.findByText('No work waiting for a grade')).toBeInTheDocument();
  });

  it('grades handed-in work with a letter and a comment; a letter is required', async () => {
    serve([item]);
    renderScreen(<GradingQueue />);
    const form = await screen.findByRole('form', { name: 'Grade Sam Shah: Quadratics' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Grade' }));
    expect(await within(form).findByText('Choose a letter grade')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === gradeUrl)).toBe(false);

    await user.selectOptions(within(form).getByLabelText('Letter grade'), 'A-');
    await user.type(within(form).getByLabelText('Comment (optional)'), 'Neat work');
    await user.click(within(form).getByRole('button', { name: 'Grade' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === gradeUrl)).toHaveLength(1),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === gradeUrl)!;
    expect(JSON.parse(String(init.body))).toEqual({ grade: 'A-', comment: 'Neat work' });
    expect(await screen.findByText('No work waiting for a grade')).toBeInTheDocument();
    // The queue comes from the grade's answer: it is not loaded a second time.
    expect(
      fetchMock.mock.calls.filter(([url]) => url === '/api/teacher/grading-queue'),
    ).toHaveLength(1);
  });

  it('keeps the other pieces in the queue after grading one', async () => {
    const other = {
      ...item,
      studentId: '5a000000-0000-4000-8000-000000000002',
      studentName: 'Tara Shah',
    };
    serve([item, other]);
    renderScreen(<GradingQueue />);
    const form = await screen.findByRole('form', { name: 'Grade Sam Shah: Quadratics' });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('Letter grade'), 'B');
    await user.click(within(form).getByRole('button', { name: 'Grade' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Grade Sam Shah: Quadratics' })).toBeNull(),
    );
    expect(screen.getByRole('form', { name: 'Grade Tara Shah: Quadratics' })).toBeInTheDocument();
  });
});
