import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '@/web/test/fixtures';
import { mockFetch, profileOrNotFound } from '@/web/test/fetch-mock';
import { renderScreen } from '@/web/test/render-app';
import { ClassAbsencesCard } from './class-absences-card';

const fetchMock = mockFetch({ signedIn: true });
type Answer = () => Promise<Response> | Response;
let answer: Answer;
let asked: string[];

const classes = [
  { classId: 'c2', className: 'Grade 9B', excused: 1, unexcused: 4 },
  { classId: 'c1', className: 'Grade 10A', excused: 2, unexcused: 0 },
  { classId: null, className: null, excused: 0, unexcused: 1 },
];
const answered =
  (list = classes, from = '2026-11-01', to = '2026-11-20') =>
  () =>
    jsonResponse(200, { from, to, classes: list });

beforeEach(() => {
  asked = [];
  answer = answered();
  fetchMock.mockImplementation(async (url: string) => {
    if (url.startsWith('/api/admin/absence-summary')) {
      asked.push(url);
      return answer();
    }
    return profileOrNotFound(url, 'admin');
  });
});

const renderIt = () => renderScreen(<ClassAbsencesCard />);

describe('ClassAbsencesCard', () => {
  it('says it is loading, then charts each class with the same figures in a table', async () => {
    let release: () => void = () => undefined;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve(answered()());
      });
    renderIt();
    expect(await screen.findByLabelText('Loading absences by class')).toBeInTheDocument();
    release();
    const table = await screen.findByRole('table', { name: /Absences by class/ });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ClassExcusedUnexcused',
      'Grade 9B14',
      'Grade 10A20',
      'No class recorded01',
    ]);
    expect(table).toHaveTextContent('(2026-11-01 to 2026-11-20)');
    expect(
      screen.getByRole('img', { name: /Grade 9B 1 excused, 4 unexcused; Grade 10A 2 excused/ }),
    ).toBeVisible();
    // The server's default period, shown in the fields.
    expect(asked).toEqual(['/api/admin/absence-summary']);
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-20');
  });

  it('asks again for the chosen period, and says so when it is reversed', async () => {
    renderIt();
    await screen.findByRole('table', { name: /Absences by class/ });
    answer = answered(classes.slice(0, 1), '2026-10-01', '2026-11-20');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    expect(await screen.findByText('(2026-10-01 to 2026-11-20)', { exact: false })).toBeVisible();
    expect(asked).toContain('/api/admin/absence-summary?from=2026-10-01&to=2026-11-20');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09-01' } });
    expect(
      await screen.findByText('The end date must be on or after the start date'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(asked.some((url) => url.includes('to=2026-09-01'))).toBe(false);
  });

  it('says when there is no absence in the period', async () => {
    answer = answered([]);
    renderIt();
    expect(await screen.findByText('No absence in this period.')).toBeVisible();
  });

  it('says in plain words when the figures could not be loaded', async () => {
    answer = () => errorResponse(403, 'FORBIDDEN', 'Your role does not have access to this.');
    renderIt();
    expect(await screen.findByText(/The absences by class could not be loaded\./)).toBeVisible();
  });
});
