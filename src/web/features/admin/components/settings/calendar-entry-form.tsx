import {
  SCHOOL_CALENDAR_KIND_LABELS,
  SCHOOL_CALENDAR_KINDS,
  type SchoolCalendarEntryInput,
  schoolCalendarEntryInputSchema,
} from '@/shared/schemas/school-calendar';
import { FormSelectField, FormTextField } from '@/web/components/form/form-fields';
import { AddEntryForm } from './add-entry-form';
import { useAddCalendarEntry } from '../../api/add-calendar-entry';

const KIND_OPTIONS = SCHOOL_CALENDAR_KINDS.map((kind) => ({
  value: kind,
  label: SCHOOL_CALENDAR_KIND_LABELS[kind],
}));

const EMPTY: SchoolCalendarEntryInput = { kind: 'holiday', name: '', startsOn: '', endsOn: '' };

/** Adds a term, holiday or extra school day; the next entry keeps the chosen type. */
export function CalendarEntryForm() {
  const add = useAddCalendarEntry();
  return (
    <AddEntryForm
      schema={schoolCalendarEntryInputSchema}
      empty={EMPTY}
      add={(draft) => add.mutateAsync(draft)}
      added={(entry) => `${SCHOOL_CALENDAR_KIND_LABELS[entry.kind]} added: ${entry.name}`}
      next={(draft) => ({ ...EMPTY, kind: draft.kind })}
      idPrefix="calendar"
      aria-label="Add to the calendar"
      submitLabel="Add to Calendar"
    >
      <FormSelectField name="kind" label="Type" options={KIND_OPTIONS} />
      <FormTextField
        name="name"
        label="Name"
        maxLength={80}
        placeholder="e.g. Christmas, Autumn term"
      />
      <FormTextField name="startsOn" label="First day" type="date" />
      <FormTextField
        name="endsOn"
        label="Last day (optional)"
        type="date"
        hint="Leave empty for a single day."
      />
    </AddEntryForm>
  );
}
