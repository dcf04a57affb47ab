import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ParentConference } from '@/shared/schemas/conferences';
import { errorResponse, jsonResponse } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { mockFetch, profileOrNotFound } from '@/web/test/fetch-mock';
import { ConferencesPage } from './conferences-page';

const fetchMock = mockFetch({ signedIn: true });
const SESSION = '6c000000-0000-4000-8000-000000000001';
const SAM = '5a000000-0000-4000-8000-000000000001';
const slot = (startTime: string, endTime: string) => ({ startTime, endTime });

const session = (changes: Partial<ParentConference> = {}): ParentConference => ({
  id: SESSION,
  teacherId: '1a000000-0000-4000-8000-000000000002',
  teacherName: 'Thomas Reed',
  title: 'Autumn conferences',
  date: '2026-12-03',
  startTime: '16:00',
  endTime: '17:00',
  slotMinutes: 15,
  place: 'Room 12',
  freeSlots: [slot('16:00', '16:15'), slot('16:15', '16:30')],
  children: [{ id: SAM, name: 'Sam Shah' }],
  bookings: [],
  cutoffHours: 24,
  ...changes,
});

const booking = (startTime: string, endTime: string, changeable = true) => ({
  id: '6f000000-0000-4000-8000-000000000001',
  sessionId: SESSION,
  studentId: SAM,
  studentName: 'Sam Shah',
  date: '2026-12-03',
  startTime,
  endTime,
  place: 'Room 12',
  changeable,
});

const taken = () =>
  jsonResponse(409, {
    error: {
      code: 'CONFLICT',
      message: 'That slot was just booked by another family. Choose one of the free slots.',
      details: [{ path: 'startTime', message: 'That slot was just booked by another family.' }],
    },
  });

function serve(lists: ParentConference[][], onPost: (url: string, body: unknown) => Response) {
  let reads = 0;
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/api/parent/conferences') {
      return jsonResponse(200, lists[Math.min(reads++, lists.length - 1)]);
    }
    if (init?.method === 'POST') return onPost(url, JSON.parse(String(init.body ?? '{}')));
    return profileOrNotFound(url, 'parent');
  });
}

const page = () => renderScreen(<ConferencesPage />);

describe('parent ConferencesPage', () => {
  it('says so when no conference is open', async () => {
    serve([[]], () => jsonResponse(500, {}));
    page();
    expect(
      await screen.findByText('No conferences are open for booking for your children.'),
    ).toBeInTheDocument();
  });

  it('shows loading placeholders, then a plain error when the conferences cannot be loaded', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/parent/conferences'
        ? errorResponse(403, 'FORBIDDEN', 'Your role does not have access to this.')
        : profileOrNotFound(url, 'parent'),
    );
    page();
    expect(screen.getByRole('status', { name: 'Loading conferences' })).toBeInTheDocument();
    expect(
      await screen.findByText(/The conferences could not be loaded\. Your role does not have/),
    ).toBeInTheDocument();
  });

  it('books a free slot; a slot just taken says so and shows the refreshed free slots', async () => {
    const posts: unknown[] = [];
    const refreshed = session({ freeSlots: [slot('16:15', '16:30')] });
    const booked = session({ freeSlots: [], bookings: [booking('16:15', '16:30')] });
    serve([[session()], [refreshed], [booked]], (url, body) => {
      posts.push(body);
      expect(url).toBe(`/api/parent/conferences/${SESSION}/bookings`);
      return posts.length === 1 ? taken() : jsonResponse(201, booked.bookings[0]);
    });
    page();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Slot for Sam Shah'), '16:00–16:15');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('just booked by another family');
    const select = screen.getByLabelText('Slot for Sam Shah');
    await waitFor(() =>
      expect(within(select).queryByRole('option', { name: '16:00–16:15' })).toBeNull(),
    );
    await user.selectOptions(select, '16:15–16:30');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('16:15–16:30')).toBeInTheDocument();
    expect(posts).toEqual([
      { studentId: SAM, startTime: '16:00' },
      { studentId: SAM, startTime: '16:15' },
    ]);
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  });

  it('says a booking past the cut-off can no longer change', async () => {
    const closed = session({ bookings: [booking('16:00', '16:15', false)] });
    serve([[closed]], () => jsonResponse(500, {}));
    page();
    expect(await screen.findByText(/can no longer be changed \(24 hours/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull();
  });
});
