import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { longDate } from '@/shared/rules/school-calendar';
import type { SchoolEvent } from '@/shared/schemas/school-events';
import { ConfirmMutationDialog } from '@/web/components/confirm-mutation-dialog';
import { QueryList } from '@/web/components/query-list';
import { EditDeleteButtons } from '@/web/components/row-actions';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { useSchoolEvents } from '../../api/list-school-events';
import { useRemoveSchoolEvent } from '../../api/remove-school-event';
import { SchoolEventDialog } from './school-event-dialog';
import { SettingsListItem } from './settings-list-item';

const when = (event: SchoolEvent) =>
  [
    longDate(event.date, true),
    event.startTime && (event.endTime ? `${event.startTime} to ${event.endTime}` : event.startTime),
    event.place,
  ]
    .filter(Boolean)
    .join(', ');

/** School events (open days, fairs, concerts): added here, in everyone's calendar feed. */
export function SchoolEventsCard() {
  const events = useSchoolEvents();
  const remove = useRemoveSchoolEvent();
  const [editing, setEditing] = useState<SchoolEvent | 'new' | null>(null);
  const [removing, setRemoving] = useState<SchoolEvent | null>(null);

  return (
    <SectionCard
      title="School events"
      description="Open days, fairs, concerts: everyone of the school sees them in their calendar feed."
      contentClassName="grid gap-4"
    >
      <QueryList
        query={events}
        rows={(data) => data.events}
        label="School events"
        loadingLabel="Loading the school events"
        skeletonRows={2}
        errorText="The school events could not be loaded."
        empty="No school events yet."
      >
        {(event) => (
          <SettingsListItem
            key={event.id}
            name={event.title}
            actions={
              <EditDeleteButtons
                name={event.title}
                onEdit={() => setEditing(event)}
                onDelete={() => setRemoving(event)}
              />
            }
          >
            <p className="text-sm text-muted-foreground">{when(event)}</p>
          </SettingsListItem>
        )}
      </QueryList>
      <div>
        <Button type="button" onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden="true" />
          Add an event
        </Button>
      </div>
      <SchoolEventDialog
        open={editing !== null}
        editing={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmMutationDialog
        target={removing}
        onClose={() => setRemoving(null)}
        mutation={remove}
        successMessage={(event) => `Removed ${event.title}`}
        title="Remove this event?"
        description={(event) => `${event.title} leaves everyone's calendar.`}
        confirmLabel="Remove"
      />
    </SectionCard>
  );
}
