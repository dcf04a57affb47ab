import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  SCHOOL_CALENDAR_KIND_LABELS,
  SCHOOL_CALENDAR_KINDS,
  type SchoolCalendarEntryInput,
  schoolCalendarEntryInputSchema,
} from '@/shared/schemas/school-calendar';
import { Form, FormAlert, SubmitButton } from '@/web/components/form/form';
import { FormSelectField, FormTextField } from '@/web/components/form/form-fields';
import { useAddCalendarEntry } from '../../api/add-calendar-entry';

const KIND_OPTIONS = SCHOOL_CALENDAR_KINDS.map((kind) => ({
  value: kind,
  label: SCHOOL_CALENDAR_KIND_LABELS[kind],
}));

const EMPTY: SchoolCalendarEntryInput = { kind: 'holiday', name: '', startsOn: '', endsOn: '' };

/** Adds a term, holiday or extra school day; the next entry keeps the chosen type. */
export function CalendarEntryForm() {
  const add = useAddCalendarEntry();
  const form = useForm<SchoolCalendarEntryInput>({
    // Checked with the server's schema, sent as typed (the server fills in a missing last day).
    resolver: zodResolver(schoolCalendarEntryInputSchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });

  const save = async (draft: SchoolCalendarEntryInput) => {
    const entry = await add.mutateAsync(draft);
    toast.success(`${SCHOOL_CALENDAR_KIND_LABELS[entry.kind]} added: ${entry.name}`);
    form.reset({ ...EMPTY, kind: draft.kind });
  };

  return (
    <Form
      form={form}
      idPrefix="calendar"
      onSubmit={save}
      className="grid gap-4"
      aria-label="Add to the calendar"
    >
      <div className="grid gap-4 sm:grid-cols-2">
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
      </div>
      <FormAlert />
      <div>
        <SubmitButton icon={<PlusIcon aria-hidden="true" />}>Add to Calendar</SubmitButton>
      </div>
    </Form>
  );
}
