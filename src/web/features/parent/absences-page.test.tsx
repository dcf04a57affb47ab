import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AbsenceNote } from '@/shared/schemas/absence-notes';
import { errorResponse, jsonResponse } from '@/web/test/fixtures';
import { callsTo, fieldError, mockFetch, profileOrNotFound } from '@/web/test/fetch-mock';
import { makeAbsenceNote } from '@/web/test/absence-note-fixture';
import { renderScreen } from '@/web/test/render-app';
import { AbsencesPage } from './absences-page';

const TODAY = '2026-11-20';
const SAM = '5a000000-0000-4000-8000-000000000001';
const P1 = '5a000000-0000-4000-8000-000000000007';
const children = {
  today: TODAY,
  children: [
    {
      studentId: SAM,
      studentName: 'Sam Shah',
      periods: [
        { id: P1, dayOfWeek: 5, startTime: '09:00', endTime: '10:00', className: 'Grade 10A' },
      ],
    },
  ],
};
const note = (changes: Partial<AbsenceNote>) => makeAbsenceNote({ note: 'Fever', ...changes });
const summary = {
  from: '2026-09-01',
  to: TODAY,
  students: [{ studentId: SAM, studentName: 'Sam Shah', excused: 2, unexcused: 1 }],
};

const fetchMock = mockFetch({ signedIn: true });
let notes: AbsenceNote[] | 'error';
let report: (body: Record<string, unknown>) => Response;

beforeEach(() => {
  notes = [];
  report = () => jsonResponse(201, note({}));
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/api/parent/absence-notes/children') return jsonResponse(200, children);
    if (url === '/api/parent/absence-notes/summary') return jsonResponse(200, summary);
    if (url === '/api/parent/absence-notes' && init?.method === 'POST') {
      return report(JSON.parse(String(init.body)));
    }
    if (url === '/api/parent/absence-notes') {
      return notes === 'error'
        ? errorResponse(403, 'FORBIDDEN', 'Parents only.')
        : jsonResponse(200, notes);
    }
    return profileOrNotFound(url, 'parent');
  });
});

const renderPage = () => renderScreen(<AbsencesPage />);

describe('AbsencesPage', () => {
  it('says when nothing is reported yet, and shows excused and unexcused absences', async () => {
    renderPage();
    expect(await screen.findByText(/No absence reported yet/)).toBeVisible();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: 'Sam Shah 2 1' })).toBeVisible();
  });

  it('shows each note with its status, excused once accepted', async () => {
    notes = [
      note({ status: 'accepted', withdrawable: false }),
      note({ id: 'n2', status: 'declined', declineReason: 'No proof', withdrawable: false }),
    ];
    renderPage();
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Excused')).toBeVisible();
    expect(within(list).getByText('Declined: unexcused')).toBeVisible();
    expect(screen.getByText('The school said: No proof')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.queryByLabelText(/Add a document/)).toBeNull();
  });

  it("offers a pending note's withdrawal and a doctor's note, and opens a document sent", async () => {
    notes = [note({ documentName: 'doctor.pdf' })];
    renderPage();
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('button', { name: 'Withdraw' })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Open doctor.pdf' })).toBeVisible();
    expect(within(list).getByLabelText('Replace the document')).toHaveAttribute('type', 'file');
  });

  it('says when the notes could not be loaded', async () => {
    notes = 'error';
    renderPage();
    expect(await screen.findByText(/The absence notes could not be loaded/)).toBeVisible();
  });

  it("reports an absence for chosen periods, and shows the server's refusal beside its field", async () => {
    let body: Record<string, unknown> = {};
    report = (sent) => {
      body = sent;
      return fieldError(
        409,
        'CONFLICT',
        'from',
        'Another note of this child already covers one of these days',
      );
    };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Report Absence' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: /Fri 09:00–10:00 Grade 10A/ }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report Absence' }));
    expect(await within(dialog).findByText(/already covers one of these days/)).toBeVisible();
    expect(body).toMatchObject({
      studentId: SAM,
      from: TODAY,
      to: TODAY,
      periodIds: [P1],
      reason: 'illness',
    });
    expect(callsTo(fetchMock, 'POST', '/api/parent/absence-notes')).toHaveLength(1);
  });
});
