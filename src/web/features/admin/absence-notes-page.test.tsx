import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@/web/test/fixtures';
import { mockFetch, profileOrNotFound } from '@/web/test/fetch-mock';
import { makeAbsenceNote } from '@/web/test/absence-note-fixture';
import { renderScreen } from '@/web/test/render-app';
import { AbsenceNotesPage } from './absence-notes-page';

const note = (id: string, name: string) =>
  makeAbsenceNote({
    id,
    studentId: `s-${id}`,
    studentName: name,
    to: '2026-11-24',
    reason: 'appointment',
  });

const fetchMock = mockFetch({ signedIn: true });
let decisions: { url: string; body: unknown }[];

beforeEach(() => {
  decisions = [];
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/api/admin/absence-notes?status=pending') {
      return jsonResponse(200, [note('n1', 'Sam Shah'), note('n2', 'Ada Abbott')]);
    }
    if (url === '/api/admin/absence-notes?status=withdrawn') return jsonResponse(200, []);
    if (url === '/api/admin/absence-notes/flags') {
      return jsonResponse(200, [
        {
          studentId: 's-9',
          studentName: 'Cy Cole',
          date: '2026-11-20',
          className: 'Grade 10A',
          mismatch: 'absent_unreported',
        },
      ]);
    }
    const decided = /^\/api\/admin\/absence-notes\/(\w+)\/decision$/.exec(url);
    if (decided && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      decisions.push({ url, body });
      return jsonResponse(200, { ...note(decided[1]!, 'Sam Shah'), status: body.decision });
    }
    return profileOrNotFound(url, 'admin');
  });
});

describe('AbsenceNotesPage', () => {
  it('accepts in one click and declines with a reason', async () => {
    renderScreen(<AbsenceNotesPage />);
    const sam = (await screen.findByText(/Sam Shah: 2026-11-23 to 2026-11-24/)).closest('li')!;
    await userEvent.click(within(sam).getByRole('button', { name: 'Accept' }));
    const ada = screen.getByText(/Ada Abbott/).closest('li')!;
    await userEvent.click(within(ada).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline Note' }));
    expect(await within(dialog).findByText('Say why the note is declined')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'No proof');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline Note' }));
    await waitFor(() => expect(decisions).toHaveLength(2));
    expect(decisions).toEqual([
      { url: '/api/admin/absence-notes/n1/decision', body: { decision: 'accepted' } },
      {
        url: '/api/admin/absence-notes/n2/decision',
        body: { decision: 'declined', reason: 'No proof' },
      },
    ]);
  });

  it('shows the office the marks that contradict the notes', async () => {
    renderScreen(<AbsenceNotesPage />);
    const flags = await screen.findByRole('list', { name: 'Marks to check' });
    expect(
      within(flags).getByText(
        '2026-11-20: Cy Cole (Grade 10A) marked absent without a note from the family',
      ),
    ).toBeVisible();
  });

  it('says when no note is left in the chosen status', async () => {
    renderScreen(<AbsenceNotesPage />);
    await screen.findByText(/Sam Shah/);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'withdrawn');
    expect(await screen.findByText('No absence note here.')).toBeVisible();
  });
});
