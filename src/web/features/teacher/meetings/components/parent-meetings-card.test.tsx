import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Meeting } from '@/shared/schemas/meetings';
import { jsonResponse } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { callsTo, mockFetch, profileOrNotFound, serveApi } from '@/web/test/fetch-mock';
import { ParentMeetingsCard } from './parent-meetings-card';
import { openDialog } from '@/web/test/open-dialog';

const fetchMock = mockFetch({ signedIn: true });
const studentId = '5a000000-0000-4000-8000-000000000001';
const guardianId = '1a000000-0000-4000-8000-000000000003';
const meeting: Meeting = {
  id: '6f000000-0000-4000-8000-000000000001',
  studentId,
  studentName: 'Sam Shah',
  guardianUserId: guardianId,
  guardianName: 'Priya Shah',
  guardianEmail: 'parent@greenwood.edu',
  date: '2026-11-24',
  time: '16:00',
  place: 'Room 12',
  note: null,
  status: 'scheduled',
};

function serve(initial: Meeting[]) {
  let list = initial;
  serveApi(fetchMock, async (method, url, init) => {
    if (url === '/api/teacher/meetings' && method === 'GET') return jsonResponse(200, list);
    if (url === '/api/teacher/meetings/contacts') {
      return jsonResponse(200, [
        {
          studentId,
          studentName: 'Sam Shah',
          className: 'Grade 10A',
          guardians: [{ userId: guardianId, name: 'Priya Shah', email: 'parent@greenwood.edu' }],
        },
      ]);
    }
    if (url === '/api/teacher/meetings' && method === 'POST') {
      const body = JSON.parse(String(init?.body));
      const created = { ...meeting, ...body };
      list = [created];
      return jsonResponse(201, created);
    }
    if (url.endsWith('/cancel')) {
      list = [];
      return jsonResponse(200, { ...meeting, status: 'cancelled' });
    }
    return profileOrNotFound(url, 'teacher');
  });
}

describe('ParentMeetingsCard', () => {
  it('schedules a meeting with the only guardian chosen for the teacher', async () => {
    serve([]);
    renderScreen(<ParentMeetingsCard />);
    expect(await screen.findByText('No upcoming meetings')).toBeInTheDocument();
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Schedule Meeting');
    await within(dialog).findByRole('option', { name: 'Sam Shah (Grade 10A)' });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Meeting' }));
    expect(await within(dialog).findByText('Place or link is required')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Student'), 'Sam Shah (Grade 10A)');
    expect(within(dialog).getByLabelText('Guardian')).toHaveValue(guardianId);
    await user.type(within(dialog).getByLabelText('Date'), '2026-11-24');
    await user.type(within(dialog).getByLabelText('Time'), '16:00');
    await user.type(within(dialog).getByLabelText('Place or link'), 'Room 12');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Meeting' }));
    const posts = () => callsTo(fetchMock, 'POST', '/api/teacher/meetings');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1].body))).toEqual({
      studentId,
      guardianUserId: guardianId,
      date: '2026-11-24',
      time: '16:00',
      place: 'Room 12',
      note: null,
    });
    expect(await screen.findByText('Priya Shah · about Sam Shah')).toBeInTheDocument();

    // Opened again after the submit, the form starts empty.
    const again = await openDialog(user, 'Schedule Meeting');
    expect(within(again).getByLabelText('Place or link')).toHaveValue('');
    expect(within(again).getByLabelText('Date')).toHaveValue('');
  });

  it('cancels a meeting after confirmation', async () => {
    serve([meeting]);
    renderScreen(<ParentMeetingsCard />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /Cancel the meeting with Priya Shah/ }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Meeting' }));
    expect(await screen.findByText('No upcoming meetings')).toBeInTheDocument();
  });
});
