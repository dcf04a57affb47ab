import { CalendarPlusIcon } from 'lucide-react';
import { useState } from 'react';
import type { Meeting } from '@/shared/schemas/meetings';
import { ConfirmMutationDialog } from '@/web/components/confirm-mutation-dialog';
import { ListRow } from '@/web/components/list-row';
import { QueryList } from '@/web/components/query-list';
import { Button } from '@/web/components/ui/button';
import { useCancelMeeting } from '../api/cancel-meeting';
import { useMeetings } from '../api/list-meetings';
import { ScheduleMeetingDialog } from './schedule-meeting-dialog';
import { SectionCard } from '@/web/components/section-card';
import { DialogButton } from '@/web/components/dialog-button';
import { shortDay } from '@/web/lib/school-date';

/** Upcoming parent meetings; schedule one (the guardian is emailed) or cancel it (emailed too). */
export function ParentMeetingsCard() {
  const meetings = useMeetings();
  const cancel = useCancelMeeting();
  const [cancelling, setCancelling] = useState<Meeting | null>(null);

  return (
    <SectionCard
      title="Parent meetings"
      description="Upcoming meetings with your students' guardians."
      actions={
        <DialogButton dialog={(props) => <ScheduleMeetingDialog {...props} />}>
          <CalendarPlusIcon aria-hidden="true" />
          Schedule Meeting
        </DialogButton>
      }
    >
      <QueryList
        query={meetings}
        loadingLabel="Loading meetings"
        errorText="The meetings could not be loaded."
        empty="No upcoming meetings"
      >
        {(meeting) => (
          <ListRow
            key={meeting.id}
            title={`${shortDay(meeting.date)} at ${meeting.time}`}
            actions={
              <Button
                variant="outline"
                size="sm"
                aria-label={`Cancel the meeting with ${meeting.guardianName} on ${shortDay(meeting.date)}`}
                onClick={() => setCancelling(meeting)}
              >
                Cancel
              </Button>
            }
          >
            <span className="text-sm">
              {meeting.guardianName} · about {meeting.studentName}
            </span>
            <span className="text-sm break-words text-muted-foreground">
              {meeting.place}
              {meeting.note ? ` · ${meeting.note}` : ''}
            </span>
          </ListRow>
        )}
      </QueryList>

      <ConfirmMutationDialog
        target={cancelling}
        onClose={() => setCancelling(null)}
        mutation={cancel}
        successMessage={() => 'Meeting cancelled; the guardian has been emailed'}
        title="Cancel this meeting?"
        description={(meeting) =>
          `${meeting.guardianName} will be told by email that the meeting on ${shortDay(meeting.date)} at ${meeting.time} is cancelled.`
        }
        confirmLabel="Cancel Meeting"
      />
    </SectionCard>
  );
}
