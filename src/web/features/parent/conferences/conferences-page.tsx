import { ListState } from '@/web/components/list-state';
import { SectionCard } from '@/web/components/section-card';
import { useConferences } from './api/list-conferences';
import { schoolDate } from '@/web/lib/school-date';
import { ChildSlot } from './child-slot';

/** 'Thursday, December 3'. */
function formatDay(date: string) {
  return schoolDate(date, { weekday: 'long', month: 'long', day: 'numeric' });
}

/** /parent/conferences: the sessions open to the children; one slot per child and teacher. */
export function ConferencesPage() {
  const conferences = useConferences();
  return (
    <SectionCard
      title="Conferences"
      description="Book one slot per child with each teacher. A confirmation comes by email."
    >
      <ListState
        query={conferences}
        loadingLabel="Loading conferences"
        errorText="The conferences could not be loaded."
        empty="No conferences are open for booking for your children."
      >
        {(data) => (
          <div className="grid gap-6">
            {data.map((session) => (
              <section
                key={session.id}
                aria-labelledby={`conference-${session.id}`}
                className="grid gap-2"
              >
                <h3 id={`conference-${session.id}`} className="font-semibold">
                  {session.title} with {session.teacherName}
                </h3>
                <p className="text-sm break-words text-muted-foreground">
                  {formatDay(session.date)}, {session.startTime}–{session.endTime} · {session.place}
                </p>
                <ul className="grid gap-2" aria-label={`Your children for ${session.title}`}>
                  {session.children.map((child) => (
                    <ChildSlot
                      key={child.id}
                      session={session}
                      child={child}
                      booking={session.bookings.find((b) => b.studentId === child.id)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </ListState>
    </SectionCard>
  );
}
