import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { vi } from 'vitest';
import type { Profile } from '@/shared/schemas/auth';
import type { ConferenceSchedule, ConferenceSession } from '@/shared/schemas/conferences';
import { profileOrNotFound } from './fetch-mock';
import { jsonResponse } from './fixtures';
import { renderApp } from './render-app';

export const CONFERENCE_CLASS = '3c000000-0000-4000-8000-000000000001';

/** Tests only: Thomas Reed's Autumn conferences, two 15-minute slots, one booked. */
export function makeConferenceSession(changes: Partial<ConferenceSession> = {}): ConferenceSession {
  return {
    id: '6c000000-0000-4000-8000-000000000001',
    teacherId: '1a000000-0000-4000-8000-000000000002',
    teacherName: 'Thomas Reed',
    title: 'Autumn conferences',
    date: '2026-12-03',
    startTime: '16:00',
    endTime: '16:30',
    slotMinutes: 15,
    place: 'Room 12',
    classIds: [CONFERENCE_CLASS],
    slotCount: 2,
    bookedCount: 1,
    ...changes,
  };
}

/** Tests only: that session's day: Sam Shah (guardian Priya Shah) at 16:00, 16:15 free. */
export function makeConferenceSchedule(): ConferenceSchedule {
  return {
    session: makeConferenceSession(),
    entries: [
      {
        startTime: '16:00',
        endTime: '16:15',
        booking: {
          meetingId: '6f000000-0000-4000-8000-000000000001',
          studentId: '5a000000-0000-4000-8000-000000000001',
          studentName: 'Sam Shah',
          guardianUserId: '1a000000-0000-4000-8000-000000000003',
          guardianName: 'Priya Shah',
        },
      },
      { startTime: '16:15', endTime: '16:30', booking: null },
    ],
  };
}

/**
 * Tests only: a `role` account opens that day on `page`, its role's schedule screen; answers the
 * list of slots once it shows.
 */
export function openConferenceSchedule(
  fetchMock: ReturnType<typeof vi.fn>,
  role: Profile['role'],
  page: ReactNode,
) {
  const schedule = makeConferenceSchedule();
  const path = `/api/conferences/${schedule.session.id}/schedule`;
  fetchMock.mockImplementation(async (url: string) =>
    url === path ? jsonResponse(200, schedule) : profileOrNotFound(url, role),
  );
  renderApp([{ path: '/c/:id', element: page }], `/c/${schedule.session.id}`);
  return screen.findByRole('list', { name: 'Slots' });
}
