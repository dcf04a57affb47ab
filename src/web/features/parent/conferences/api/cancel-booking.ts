import { conferenceBookingSchema } from '@/shared/schemas/conferences';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useBookingMutation } from './conference-keys';

export const cancelBooking = (id: string) =>
  fetchParsed(conferenceBookingSchema, `/api/parent/conference-bookings/${id}/cancel`, {
    method: 'POST',
  });

/** POST /api/parent/conference-bookings/:id/cancel: before the cut-off; the slot is free again. */
export const useCancelBooking = () => useBookingMutation(cancelBooking);
