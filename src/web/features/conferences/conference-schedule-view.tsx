import { MessageSquare } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ListRow } from '@/web/components/list-row';
import { QueryList } from '@/web/components/query-list';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { useConferenceSchedule } from './api/get-conference-schedule';
import { shortDay } from '@/web/lib/school-date';

/**
 * /{role}/conferences/:id of a teacher or the office: the session's day, slot by slot, with each
 * booked child's name and a link to message the family. `base` is the role's path, '/teacher'.
 */
export function ConferenceScheduleView({ base }: { base: '/teacher' | '/admin' }) {
  const { id = '' } = useParams();
  /** Messages' 'New message' to the guardian, about the child. */
  const messageLink = (guardianUserId: string, studentId: string) =>
    `${base}/messages?${new URLSearchParams({ to: guardianUserId, student: studentId })}`;
  const schedule = useConferenceSchedule(id);
  const session = schedule.data?.session;
  return (
    <SectionCard
      title={session ? `${session.title}, ${shortDay(session.date)}` : 'Conference schedule'}
      description={
        session
          ? `${session.teacherName} · ${session.startTime}–${session.endTime} · ${session.place} · ${session.bookedCount} of ${session.slotCount} slots booked`
          : undefined
      }
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to={`${base}/conferences`}>All sessions</Link>
        </Button>
      }
    >
      <QueryList
        query={schedule}
        rows={(data) => data.entries}
        label="Slots"
        as="ol"
        loadingLabel="Loading the schedule"
        errorText="The schedule could not be loaded."
        empty="This session has no slots."
      >
        {(entry) => (
          <ListRow
            key={entry.startTime}
            className="items-center"
            title={`${entry.startTime}–${entry.endTime}`}
            titleClassName="tabular-nums"
            actions={
              entry.booking && (
                <Button asChild variant="outline" size="sm">
                  <Link to={messageLink(entry.booking.guardianUserId, entry.booking.studentId)}>
                    <MessageSquare aria-hidden="true" />
                    Message {entry.booking.guardianName}
                  </Link>
                </Button>
              )
            }
          >
            {entry.booking ? (
              <span className="text-sm">
                {entry.booking.studentName} · {entry.booking.guardianName}
              </span>
            ) : (
              <span className="text-sm text-muted-foreground">Free</span>
            )}
          </ListRow>
        )}
      </QueryList>
    </SectionCard>
  );
}
