import { PlusIcon, TrashIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { longDate } from '@/shared/rules/school-calendar';
import {
  SCHOOL_CALENDAR_KIND_LABELS,
  SCHOOL_CALENDAR_KINDS,
  schoolCalendarEntryInputSchema,
  type SchoolCalendarEntry,
  type SchoolCalendarKind,
} from '@/shared/schemas/school-calendar';
import { ListState } from '@/web/components/list-state';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { SelectField } from '@/web/components/ui/select-field';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';
import { useAddCalendarEntry } from '../../api/add-calendar-entry';
import { useSchoolCalendar } from '../../api/get-school-calendar';
import { useRemoveCalendarEntry } from '../../api/remove-calendar-entry';

const KIND_OPTIONS = SCHOOL_CALENDAR_KINDS.map((kind) => ({
  value: kind,
  label: SCHOOL_CALENDAR_KIND_LABELS[kind],
}));

const EMPTY = { kind: 'holiday' as SchoolCalendarKind, name: '', startsOn: '', endsOn: '' };

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
  const add = useAddCalendarEntry();
  const remove = useRemoveCalendarEntry();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = (patch: Partial<typeof EMPTY>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = schoolCalendarEntryInputSchema.safeParse(draft);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [String(issue.path[0] ?? 'name'), issue.message]),
        ),
      );
      return;
    }
    add.mutate(draft, {
      onSuccess: (entry) => {
        toast.success(`${SCHOOL_CALENDAR_KIND_LABELS[entry.kind]} added: ${entry.name}`);
        setDraft({ ...EMPTY, kind: draft.kind });
      },
      onError: (failure) => {
        const found = fieldErrors(failure);
        setErrors(Object.keys(found).length ? found : { form: requestErrorMessage(failure) });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>School calendar</CardTitle>
        <CardDescription>
          Attendance is taken on school days only: Monday to Friday unless a holiday says otherwise.
          Once you add a term, only days inside a term are school days. An extra school day opens a
          weekend day, such as a make-up Saturday.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ListState
          query={calendar}
          loadingLabel="Loading the school calendar"
          skeletonRows={2}
          errorText="The school calendar could not be loaded."
          empty="No terms or holidays yet: every weekday is a school day."
          isEmpty={(data) => data.entries.length === 0}
        >
          {(data) => (
            <ul className="grid gap-2" aria-label="School calendar">
              {data.entries.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
                >
                  <div className="grid min-w-0 gap-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span className="break-words">{entry.name}</span>
                      <Badge variant="muted">{SCHOOL_CALENDAR_KIND_LABELS[entry.kind]}</Badge>
                    </p>
                    <p className="text-sm text-muted-foreground">{dates(entry)}</p>
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Remove ${entry.name}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(entry.id, {
                        onSuccess: () => toast.success(`Removed ${entry.name}`),
                        onError: (failure) => toast.error(requestErrorMessage(failure)),
                      })
                    }
                  >
                    <TrashIcon aria-hidden="true" />
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </ListState>
        <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Add to the calendar">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="calendar-kind"
              label="Type"
              options={KIND_OPTIONS}
              value={draft.kind}
              error={errors.kind}
              onChange={(event) => change({ kind: event.target.value as SchoolCalendarKind })}
            />
            <TextField
              id="calendar-name"
              label="Name"
              placeholder="e.g. Christmas, Autumn term"
              maxLength={80}
              value={draft.name}
              error={errors.name}
              onChange={(event) => change({ name: event.target.value })}
            />
            <TextField
              id="calendar-starts-on"
              label="First day"
              type="date"
              value={draft.startsOn}
              error={errors.startsOn}
              onChange={(event) => change({ startsOn: event.target.value })}
            />
            <TextField
              id="calendar-ends-on"
              label="Last day (optional)"
              type="date"
              value={draft.endsOn}
              error={errors.endsOn}
              hint="Leave empty for a single day."
              onChange={(event) => change({ endsOn: event.target.value })}
            />
          </div>
          {errors.form ? <Alert>{errors.form}</Alert> : null}
          <div>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? <Spinner /> : <PlusIcon aria-hidden="true" />}
              Add to Calendar
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
