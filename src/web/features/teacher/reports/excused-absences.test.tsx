import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@/web/test/fixtures';
import { mockFetch, profileOrNotFound } from '@/web/test/fetch-mock';
import { renderApp } from '@/web/test/render-app';
import { ExcusedAbsences } from './excused-absences';

const fetchMock = mockFetch({ signedIn: true });
let students: { studentId: string; studentName: string; excused: number; unexcused: number }[];

beforeEach(() => {
  fetchMock.mockImplementation(async (url: string) =>
    url === '/api/teacher/classes/c1/absence-summary?from=2026-11-01&to=2026-11-20'
      ? jsonResponse(200, { from: '2026-11-01', to: '2026-11-20', students })
      : profileOrNotFound(url, 'teacher'),
  );
});

const renderIt = () =>
  renderApp(
    [
      {
        path: '/',
        element: (
          <ExcusedAbsences classId="c1" className="Grade 10A" from="2026-11-01" to="2026-11-20" />
        ),
      },
    ],
    '/',
  );

describe('ExcusedAbsences', () => {
  it('counts excused and unexcused absences per student', async () => {
    students = [
      { studentId: 's1', studentName: 'Ada Abbott', excused: 2, unexcused: 0 },
      { studentId: 's2', studentName: 'Ben Baker', excused: 0, unexcused: 3 },
    ];
    renderIt();
    const table = await screen.findByRole('table', { name: /Absences in Grade 10A/ });
    expect(within(table).getByRole('row', { name: 'Ada Abbott 2 0' })).toBeVisible();
    expect(within(table).getByRole('row', { name: 'Ben Baker 0 3' })).toBeVisible();
    expect(screen.getByRole('img', { name: /Ben Baker 0 excused, 3 unexcused/ })).toBeVisible();
  });

  it('says when there is no absence', async () => {
    students = [{ studentId: 's1', studentName: 'Ada Abbott', excused: 0, unexcused: 0 }];
    renderIt();
    expect(await screen.findByText('No absence in this period.')).toBeVisible();
  });
});
