import { conferenceBookingSchema } from '@/shared/schemas/conferences';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useBookingMutation } from './conference-keys';

export const moveBooking = ({ id, startTime }: { id: string; startTime: string }) =>
  fetchParsed(conferenceBookingSchema, `/api/parent/conference-bookings/${id}/move`, {
    method: 'POST',
    body: { startTime },
  });

/** POST /api/parent/conference-bookings/:id/move: to another free slot, before the cut-off. */
export const useMoveBooking = () => useBookingMutation(moveBooking);
