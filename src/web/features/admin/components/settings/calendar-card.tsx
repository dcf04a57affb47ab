import { longDate } from '@/shared/rules/school-calendar';
import {
  SCHOOL_CALENDAR_KIND_LABELS,
  type SchoolCalendarEntry,
} from '@/shared/schemas/school-calendar';
import { QueryList } from '@/web/components/query-list';
import { Badge } from '@/web/components/ui/badge';
import { toastOutcome } from '@/web/lib/toast-outcome';
import { useSchoolCalendar } from '../../api/get-school-calendar';
import { useRemoveCalendarEntry } from '../../api/remove-calendar-entry';
import { CalendarEntryForm } from './calendar-entry-form';
import { SectionCard } from '@/web/components/section-card';
import { RemoveEntryButton, SettingsListItem } from './settings-list-item';

const dates = (entry: SchoolCalendarEntry) =>
  entry.startsOn === entry.endsOn
    ? longDate(entry.startsOn, true)
    : `${longDate(entry.startsOn)} to ${longDate(entry.endsOn)}`;

/**
 * The school calendar: which days attendance is taken. Weekdays by default; holidays close days,
 * terms (once any is set) bound them, extra school days open a weekend day.
 */
export function CalendarCard() {
  const calendar = useSchoolCalendar();
  const remove = useRemoveCalendarEntry();

  return (
    <SectionCard
      title="School calendar"
      description={
        <>
          Attendance is taken on school days only: Monday to Friday unless a holiday says otherwise.
          Once you add a term, only days inside a term are school days. An extra school day opens a
          weekend day, such as a make-up Saturday.
        </>
      }
      contentClassName="grid gap-6"
    >
      <QueryList
        query={calendar}
        rows={(data) => data.entries}
        label="School calendar"
        loadingLabel="Loading the school calendar"
        skeletonRows={2}
        errorText="The school calendar could not be loaded."
        empty="No terms or holidays yet: every weekday is a school day."
      >
        {(entry) => (
          <SettingsListItem
            key={entry.id}
            wrap
            name={entry.name}
            badge={<Badge variant="muted">{SCHOOL_CALENDAR_KIND_LABELS[entry.kind]}</Badge>}
            actions={
              <RemoveEntryButton
                name={entry.name}
                pending={remove.isPending}
                onRemove={() => remove.mutate(entry.id, toastOutcome(`Removed ${entry.name}`))}
              />
            }
          >
            <p className="text-sm text-muted-foreground">{dates(entry)}</p>
          </SettingsListItem>
        )}
      </QueryList>
      <CalendarEntryForm />
    </SectionCard>
  );
}
