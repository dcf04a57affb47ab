import { CalendarPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListState } from '@/web/components/list-state';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { useConferences } from './api/list-conferences';
import { PublishConferenceDialog } from './components/publish-conference-dialog';
import { formatDay } from './format';

/** /teacher/conferences: the teacher's conference sessions; publish one, open a day's schedule. */
export function ConferencesPage() {
  const sessions = useConferences();
  const [publishing, setPublishing] = useState(false);
  return (
    <SectionCard
      title="Conferences"
      description="Sessions families book one slot per child in."
      actions={
        <Button onClick={() => setPublishing(true)}>
          <CalendarPlusIcon aria-hidden="true" />
          Publish Session
        </Button>
      }
    >
      <ListState
        query={sessions}
        loadingLabel="Loading conference sessions"
        errorText="The conference sessions could not be loaded."
        empty="No upcoming conference sessions. Publish one for your classes' families."
        isEmpty={(data) => data.length === 0}
      >
        {(data) => (
          <ul className="grid gap-2">
            {data.map((session) => (
              <li
                key={session.id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-md border p-3"
              >
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-medium">{session.title}</span>
                  <span className="text-sm">
                    {formatDay(session.date)}, {session.startTime}–{session.endTime} ·{' '}
                    {session.slotMinutes}-minute slots
                  </span>
                  <span className="text-sm break-words text-muted-foreground">
                    {session.place} · {session.bookedCount} of {session.slotCount} booked
                  </span>
                </div>
                <Button asChild variant="outline" size="sm">
                  <Link
                    to={`/teacher/conferences/${session.id}`}
                    aria-label={`View schedule: ${session.title}, ${formatDay(session.date)}`}
                  >
                    View schedule
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <PublishConferenceDialog open={publishing} onOpenChange={setPublishing} />
    </SectionCard>
  );
}
