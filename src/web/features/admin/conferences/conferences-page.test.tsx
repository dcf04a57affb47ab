import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConferenceSession } from '@/shared/schemas/conferences';
import {
  CONFERENCE_CLASS,
  makeConferenceSession,
  openConferenceSchedule,
} from '@/web/test/conference-fixture';
import { errorResponse, jsonResponse } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { callsTo, mockFetch, profileOrNotFound } from '@/web/test/fetch-mock';
import { ConferenceSchedulePage } from './conference-schedule-page';
import { ConferencesPage } from './conferences-page';
import { openDialog } from '@/web/test/open-dialog';

const fetchMock = mockFetch({ signedIn: true });
const REED = '1a000000-0000-4000-8000-000000000002';
const LANE = '1a000000-0000-4000-8000-000000000004';
const MATHS = CONFERENCE_CLASS;
const ART = '3c000000-0000-4000-8000-000000000002';
const session = makeConferenceSession;
const schoolClass = (id: string, className: string, subject: string, teacherId: string) => ({
  id,
  className,
  subject,
  teacher: '',
  teacherId,
  studentCount: 1,
  schedule: 'Mon 09:00',
  weekSchedule: null,
  room: 'Room 101',
});

describe('the office conference screens', () => {
  it("lists the school's sessions newest first, each with its teacher and booked and free slots", async () => {
    const later = session({ id: '6c000000-0000-4000-8000-000000000002', date: '2026-12-10' });
    const sooner = session({ teacherName: 'Ada Lane', teacherId: LANE, title: 'Art evening' });
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/conferences'
        ? jsonResponse(200, [sooner, later])
        : profileOrNotFound(url, 'admin'),
    );
    renderScreen(<ConferencesPage />);
    const list = await screen.findByRole('list', { name: 'Conference sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('With Thomas Reed');
    expect(rows[0]).toHaveTextContent('Thu, Dec 10, 16:00–16:30');
    expect(rows[1]).toHaveTextContent('Art evening');
    expect(rows[1]).toHaveTextContent('Room 12 · 1 booked, 1 free');
    expect(
      within(rows[1]!).getByRole('link', {
        name: 'View schedule: Art evening with Ada Lane, Thu, Dec 3',
      }),
    ).toHaveAttribute('href', '/admin/conferences/6c000000-0000-4000-8000-000000000001');
  });

  it('says so in plain words when the sessions cannot be loaded', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/conferences'
        ? errorResponse(403, 'FORBIDDEN', 'Not for you.')
        : profileOrNotFound(url, 'admin'),
    );
    renderScreen(<ConferencesPage />);
    expect(
      await screen.findByText(/The conference sessions could not be loaded/),
    ).toBeInTheDocument();
  });

  it("publishes for the chosen teacher, offering only that teacher's classes", async () => {
    let sessions: ConferenceSession[] = [];
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/conferences' && init?.method === 'POST') {
        sessions = [session({ teacherId: LANE, teacherName: 'Ada Lane', classIds: [ART] })];
        return jsonResponse(201, sessions[0]);
      }
      if (url === '/api/conferences') return jsonResponse(200, sessions);
      if (url === '/api/admin/teachers/options') {
        return jsonResponse(200, [
          { id: REED, name: 'Thomas Reed', subject: 'Mathematics' },
          { id: LANE, name: 'Ada Lane', subject: null },
        ]);
      }
      if (url === '/api/admin/classes') {
        return jsonResponse(200, [
          schoolClass(MATHS, 'Grade 10A', 'Mathematics', REED),
          schoolClass(ART, 'Grade 9B', 'Art', LANE),
        ]);
      }
      return profileOrNotFound(url, 'admin');
    });
    renderScreen(<ConferencesPage />);
    expect(await screen.findByText(/No upcoming conference sessions/)).toBeInTheDocument();
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Publish Session');
    expect(within(dialog).getByText('Choose a teacher to see their classes.')).toBeInTheDocument();
    const teacher = within(dialog).getByLabelText('Teacher');
    await waitFor(() => expect(within(teacher).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(teacher, 'Thomas Reed (Mathematics)');
    await user.click(await within(dialog).findByLabelText('Grade 10A · Mathematics'));
    await user.selectOptions(teacher, 'Ada Lane');
    expect(within(dialog).queryByLabelText('Grade 10A · Mathematics')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Grade 9B · Art'));
    await user.type(within(dialog).getByLabelText('Date'), '2026-12-03');
    await user.type(within(dialog).getByLabelText('Place or video link'), 'Room 12');
    await user.click(within(dialog).getByRole('button', { name: 'Publish Session' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/conferences')).toHaveLength(1));
    expect(
      JSON.parse(String(callsTo(fetchMock, 'POST', '/api/conferences')[0]![1].body)),
    ).toMatchObject({ teacherId: LANE, classIds: [ART], date: '2026-12-03', place: 'Room 12' });
    expect(await screen.findByText('With Ada Lane')).toBeInTheDocument();
  });

  it("shows a session's day with the teacher, each child and a message link from the office", async () => {
    const slots = await openConferenceSchedule(fetchMock, 'admin', <ConferenceSchedulePage />);
    expect(screen.getByText(/Thomas Reed · 16:00–16:30 · Room 12/)).toBeInTheDocument();
    expect(within(slots).getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message Priya Shah' })).toHaveAttribute(
      'href',
      '/admin/messages?to=1a000000-0000-4000-8000-000000000003&student=5a000000-0000-4000-8000-000000000001',
    );
    expect(screen.getByRole('link', { name: 'All sessions' })).toHaveAttribute(
      'href',
      '/admin/conferences',
    );
  });
});
