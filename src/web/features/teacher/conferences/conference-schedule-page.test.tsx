import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConferenceSession } from '@/shared/schemas/conferences';
import {
  CONFERENCE_CLASS,
  makeConferenceSession,
  openConferenceSchedule,
} from '@/web/test/conference-fixture';
import { jsonResponse } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { callsTo, mockFetch, profileOrNotFound } from '@/web/test/fetch-mock';
import { ConferenceSchedulePage } from './conference-schedule-page';
import { ConferencesPage } from './conferences-page';
import { openDialog } from '@/web/test/open-dialog';

const fetchMock = mockFetch({ signedIn: true });
const session = makeConferenceSession();
const CLASS = CONFERENCE_CLASS;

describe('teacher conference screens', () => {
  it("shows the day's schedule with each child's name and a message link to the family", async () => {
    const slots = await openConferenceSchedule(fetchMock, 'teacher', <ConferenceSchedulePage />);
    expect(within(slots).getByText('Sam Shah · Priya Shah')).toBeInTheDocument();
    expect(within(slots).getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message Priya Shah' })).toHaveAttribute(
      'href',
      '/teacher/messages?to=1a000000-0000-4000-8000-000000000003&student=5a000000-0000-4000-8000-000000000001',
    );
  });

  it('publishes a session for the chosen class, after saying what is missing', async () => {
    let sessions: ConferenceSession[] = [];
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/conferences' && init?.method === 'POST') {
        sessions = [session];
        return jsonResponse(201, session);
      }
      if (url === '/api/conferences') return jsonResponse(200, sessions);
      if (url === '/api/teacher/classes') {
        return jsonResponse(200, [
          {
            id: CLASS,
            name: 'Grade 10A',
            subject: 'Mathematics',
            room: 'Room 101',
            schedule: 'Mon 09:00',
            studentCount: 1,
            attendance: null,
            students: [],
          },
        ]);
      }
      return profileOrNotFound(url, 'teacher');
    });
    renderScreen(<ConferencesPage />);
    expect(await screen.findByText(/No upcoming conference sessions/)).toBeInTheDocument();
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Publish Session');
    await user.click(within(dialog).getByRole('button', { name: 'Publish Session' }));
    expect(await within(dialog).findByText('Choose at least one class')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Date'), '2026-12-03');
    await user.type(within(dialog).getByLabelText('Place or video link'), 'Room 12');
    await user.click(await within(dialog).findByLabelText('Grade 10A · Mathematics'));
    await user.click(within(dialog).getByRole('button', { name: 'Publish Session' }));
    const posts = () => callsTo(fetchMock, 'POST', '/api/conferences');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1].body))).toMatchObject({
      date: '2026-12-03',
      slotMinutes: 10,
      place: 'Room 12',
      classIds: [CLASS],
    });
    expect(await screen.findByText('Autumn conferences')).toBeInTheDocument();
  });
});
