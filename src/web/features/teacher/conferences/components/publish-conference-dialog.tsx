import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useFormState, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type ConferenceSessionInput,
  type ConferenceSessionValues,
  conferenceSessionInputSchema,
} from '@/shared/schemas/conferences';
import { FormDialog } from '@/web/components/form-dialog';
import { FormSelectField, FormTextField } from '@/web/components/form/form-fields';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { useTeacherClasses } from '../../api/list-classes';
import { usePublishConference } from '../api/publish-conference';

const empty = (): ConferenceSessionInput => ({
  title: 'Parent-teacher conferences',
  date: '',
  startTime: '16:00',
  endTime: '18:00',
  slotMinutes: '10',
  place: '',
  classIds: [],
});

const SLOT_LENGTHS = [5, 10, 15, 20, 30];

/** The classes whose families may book: one checkbox a class. */
function ClassChoice({ form }: { form: ReturnType<typeof useConferenceForm> }) {
  const classes = useTeacherClasses();
  const chosen = useWatch({ control: form.control, name: 'classIds' }) ?? [];
  const { errors } = useFormState({ control: form.control, name: 'classIds' });
  const toggle = (id: string, on: boolean) =>
    form.setValue('classIds', on ? [...chosen, id] : chosen.filter((c) => c !== id), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const error = errors.classIds?.message ?? errors.classIds?.root?.message;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? 'conference-classes-error' : undefined}
    >
      <legend className="text-sm font-medium">Classes whose families may book</legend>
      {classes.isPending && <p className="text-sm text-muted-foreground">Loading classes…</p>}
      {classes.isError && (
        <p className="text-sm text-destructive">{requestErrorMessage(classes.error)}</p>
      )}
      {classes.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">You have no classes yet.</p>
      )}
      {classes.data?.map((c) => (
        <label key={c.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={chosen.includes(c.id)}
            onChange={(event) => toggle(c.id, event.target.checked)}
          />
          {c.name} · {c.subject}
        </label>
      ))}
      {error && (
        <p id="conference-classes-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function useConferenceForm() {
  return useForm<ConferenceSessionInput, unknown, ConferenceSessionValues>({
    resolver: zodResolver(conferenceSessionInputSchema),
    defaultValues: empty(),
  });
}

/** Publishes a conference session: its families see the free slots at once. */
export function PublishConferenceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const publish = usePublishConference();
  const form = useConferenceForm();
  const save = async (input: ConferenceSessionValues) => {
    const session = await publish.mutateAsync(input);
    toast.success(`Published: ${session.slotCount} slots families can book`);
    onOpenChange(false);
  };
  return (
    <FormDialog
      form={form}
      idPrefix="conference"
      values={empty()}
      onSubmit={save}
      open={open}
      onOpenChange={onOpenChange}
      title="Publish a conference session"
      description="Families of the classes you choose can book one slot per child."
      confirmLabel="Publish Session"
    >
      <FormTextField name="title" label="Title" />
      <FormTextField name="date" label="Date" type="date" />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField name="startTime" label="From" type="time" />
        <FormTextField name="endTime" label="Until" type="time" />
        <FormSelectField name="slotMinutes" label="Slot length">
          {SLOT_LENGTHS.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {minutes} minutes
            </option>
          ))}
        </FormSelectField>
      </div>
      <FormTextField name="place" label="Place or video link" placeholder="Room 12, or a link" />
      <ClassChoice form={form} />
    </FormDialog>
  );
}
