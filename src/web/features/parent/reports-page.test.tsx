import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChildReport, ParentReports, ReportTerm } from '@/shared/schemas/parent';
import { errorResponse, jsonResponse, makeProfile } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { mockFetch } from '@/web/test/fetch-mock';
import { ReportsPage } from './reports-page';

const fetchMock = mockFetch({ signedIn: true });
function serve(reports: Response) {
  fetchMock.mockImplementation(async (url: string) =>
    url === '/api/parent/reports' ? reports.clone() : jsonResponse(200, makeProfile('parent')),
  );
}

const empty = { present: 0, absent: 0, late: 0, ratePercent: null };
const term = (name: ReportTerm['name'], start: string, end: string): ReportTerm => ({
  name,
  start,
  end,
  attendance: empty,
  gradedCount: 0,
  overallGrade: null,
  subjects: [],
});
const terms = [
  term('Autumn', '2026-09-01', '2026-12-31'),
  term('Spring', '2027-01-01', '2027-03-31'),
  term('Summer', '2027-04-01', '2027-06-30'),
];
const sam: ChildReport = {
  id: 'sam',
  name: 'Sam Shah',
  rollNumber: 'S0001',
  className: 'Grade 10A',
  gradeLevel: 10,
  terms: [
    {
      ...terms[0]!,
      attendance: { present: 50, absent: 5, late: 2, ratePercent: 91 },
      gradedCount: 3,
      overallGrade: 'A-',
      subjects: [
        { subject: 'English', gradedCount: 1, overallGrade: 'B+' },
        { subject: 'Mathematics', gradedCount: 2, overallGrade: 'A' },
      ],
    },
    terms[1]!,
    terms[2]!,
  ],
  months: [
    { month: '2026-09', present: 20, absent: 2, late: 0, ratePercent: 91 },
    { month: '2026-10', present: 20, absent: 2, late: 1, ratePercent: 91 },
    { month: '2026-11', present: 10, absent: 1, late: 1, ratePercent: 92 },
  ],
};
const tara: ChildReport = {
  ...sam,
  id: 'tara',
  name: 'Tara Shah',
  className: 'Grade 12B',
  terms,
  months: sam.months.map((month) => ({ ...month, ...empty })),
};
const body: ParentReports = {
  today: '2026-11-22',
  schoolYear: { start: '2026-09-01', end: '2027-06-30' },
  children: [sam, tara],
};

const section = (name: string) =>
  screen.getByRole('heading', { name, level: 2 }).closest('[data-slot="card"]') as HTMLElement;

describe('ReportsPage', () => {
  it('shows each child by term with per-subject grades and the chart’s figures as text', async () => {
    serve(jsonResponse(200, body));
    renderScreen(<ReportsPage />);
    await screen.findByRole('heading', { name: 'Sam Shah' });
    const samSection = section('Sam Shah');
    const autumn = within(samSection).getByRole('region', { name: /Autumn term/ });
    for (const text of ['Present', '50', 'Absent', '5', 'Late', '2', '91%']) {
      expect(autumn).toHaveTextContent(text);
    }
    const grades = within(autumn).getByRole('table');
    expect(within(grades).getByRole('row', { name: 'Mathematics 2 A' })).toBeInTheDocument();
    expect(within(grades).getByRole('row', { name: 'English 1 B+' })).toBeInTheDocument();
    expect(within(grades).getByRole('row', { name: 'Overall 3 A-' })).toBeInTheDocument();
    const spring = within(samSection).getByRole('region', { name: /Spring term/ });
    expect(spring).toHaveTextContent('not started yet');
    expect(spring).toHaveTextContent('No attendance recorded yet');
    expect(spring).toHaveTextContent('No graded work yet');
    // The chart's text alternative: a summary on the chart and the same figures in a table.
    expect(
      within(samSection).getByRole('img', {
        name: 'Monthly attendance rate of Sam Shah: Sep 2026 91%, Oct 2026 91%, Nov 2026 92%.',
      }),
    ).toBeInTheDocument();
    const monthly = within(samSection).getByRole('table', {
      name: 'Monthly attendance of Sam Shah',
    });
    expect(within(monthly).getByRole('row', { name: 'Nov 2026 10 1 1 92%' })).toBeInTheDocument();

    const taraSection = section('Tara Shah');
    expect(taraSection).toHaveTextContent('Grade 12B');
    expect(within(taraSection).getAllByText('No attendance recorded yet')).toHaveLength(4);
    expect(within(taraSection).getAllByText('No graded work yet')).toHaveLength(3);
    expect(within(taraSection).queryByRole('img')).toBeNull();
  });

  it('prints the page', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    serve(jsonResponse(200, body));
    renderScreen(<ReportsPage />);
    await screen.findByRole('heading', { name: 'Sam Shah' });
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says when no child is linked, and when the reports cannot load', async () => {
    serve(jsonResponse(200, { ...body, children: [] }));
    const { unmount } = renderScreen(<ReportsPage />);
    expect(await screen.findByText(/No child is linked to your account yet/)).toBeInTheDocument();
    unmount();
    serve(errorResponse(403, 'FORBIDDEN', 'Not for you.'));
    renderScreen(<ReportsPage />);
    expect(await screen.findByText(/The reports could not be loaded/)).toBeInTheDocument();
  });
});
