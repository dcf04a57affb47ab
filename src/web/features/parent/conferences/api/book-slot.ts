import { conferenceBookingSchema } from '@/shared/schemas/conferences';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useBookingMutation } from './conference-keys';

export interface BookSlot {
  sessionId: string;
  studentId: string;
  startTime: string;
}

export const bookSlot = ({ sessionId, ...body }: BookSlot) =>
  fetchParsed(conferenceBookingSchema, `/api/parent/conferences/${sessionId}/bookings`, {
    method: 'POST',
    body,
  });

/** POST /api/parent/conferences/:id/bookings: one slot for one child. */
export const useBookSlot = () => useBookingMutation(bookSlot);
