import { ConferenceScheduleView } from '@/web/features/conferences/conference-schedule-view';

/** /teacher/conferences/:id: the session's day, slot by slot, with each booked child's name. */
export function ConferenceSchedulePage() {
  return <ConferenceScheduleView base="/teacher" />;
}
