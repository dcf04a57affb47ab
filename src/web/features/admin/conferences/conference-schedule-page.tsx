import { ConferenceScheduleView } from '@/web/features/conferences/conference-schedule-view';

/** /admin/conferences/:id: a session's day, slot by slot, with each booked child's name. */
export function ConferenceSchedulePage() {
  return <ConferenceScheduleView base="/admin" />;
}
