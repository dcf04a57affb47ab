import { CalendarPlusIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { ConferenceSession } from '@/shared/schemas/conferences';
import { ListRow } from '@/web/components/list-row';
import { QueryList } from '@/web/components/query-list';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { useConferences } from './api/list-conferences';
import { shortDay } from '@/web/lib/school-date';

/** The latest day first, and within a day the latest start first. */
const newestFirst = (sessions: ConferenceSession[]) =>
  [...sessions].sort((a, b) =>
    `${b.date} ${b.startTime}`.localeCompare(`${a.date} ${a.startTime}`),
  );

/**
 * /{role}/conferences: the conference sessions from today on (a teacher's own, the office's whole
 * school); publish one, open a day's schedule. `publishDialog` draws the role's publish dialog.
 */
export function ConferencesScreen({
  base,
  description,
  empty,
  office = false,
  publishDialog,
}: {
  base: '/teacher' | '/admin';
  description: string;
  empty: string;
  /** The office's view: each session's teacher named, the newest first. */
  office?: boolean;
  publishDialog: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
}) {
  const sessions = useConferences();
  const [publishing, setPublishing] = useState(false);
  return (
    <SectionCard
      title="Conferences"
      description={description}
      actions={
        <Button onClick={() => setPublishing(true)}>
          <CalendarPlusIcon aria-hidden="true" />
          Publish Session
        </Button>
      }
    >
      <QueryList
        query={sessions}
        rows={(data) => (office ? newestFirst(data) : data)}
        label="Conference sessions"
        loadingLabel="Loading conference sessions"
        errorText="The conference sessions could not be loaded."
        empty={empty}
      >
        {(session) => (
          <ListRow
            key={session.id}
            title={session.title}
            actions={
              <Button asChild variant="outline" size="sm">
                <Link
                  to={`${base}/conferences/${session.id}`}
                  aria-label={`View schedule: ${session.title}${office ? ` with ${session.teacherName}` : ''}, ${shortDay(session.date)}`}
                >
                  View schedule
                </Link>
              </Button>
            }
          >
            {office && <span className="text-sm">With {session.teacherName}</span>}
            <span className="text-sm">
              {shortDay(session.date)}, {session.startTime}–{session.endTime} ·{' '}
              {session.slotMinutes}-minute slots
            </span>
            <span className="text-sm break-words text-muted-foreground">
              {session.place} · {session.bookedCount} booked,{' '}
              {session.slotCount - session.bookedCount} free
            </span>
          </ListRow>
        )}
      </QueryList>
      {publishDialog(publishing, setPublishing)}
    </SectionCard>
  );
}
