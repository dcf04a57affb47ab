import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type SchoolEvent,
  type SchoolEventInput,
  schoolEventInputSchema,
} from '@/shared/schemas/school-events';
import { FormDialog } from '@/web/components/form-dialog';
import { FormTextField } from '@/web/components/form/form-fields';
import { useAddSchoolEvent } from '../../api/add-school-event';
import { useUpdateSchoolEvent } from '../../api/update-school-event';

const EMPTY: SchoolEventInput = { title: '', date: '', startTime: '', endTime: '', place: '' };

const valuesOf = (event: SchoolEvent | null): SchoolEventInput =>
  event
    ? {
        title: event.title,
        date: event.date,
        startTime: event.startTime ?? '',
        endTime: event.endTime ?? '',
        place: event.place ?? '',
      }
    : EMPTY;

/** Adds a school event (`editing` null) or changes one; open while `open`. */
export function SchoolEventDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: SchoolEvent | null;
  onClose: () => void;
}) {
  const add = useAddSchoolEvent();
  const update = useUpdateSchoolEvent();
  const form = useForm<SchoolEventInput>({
    resolver: zodResolver(schoolEventInputSchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });

  const save = async (values: SchoolEventInput) => {
    const saved = editing
      ? await update.mutateAsync({ ...values, id: editing.id })
      : await add.mutateAsync(values);
    toast.success(`${editing ? 'Saved' : 'Added'} ${saved.title}`);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={editing ? 'Change the event' : 'Add a school event'}
      description="Everyone of the school sees it in their calendar feed."
      values={valuesOf(editing)}
      confirmLabel={editing ? 'Save event' : 'Add event'}
      form={form}
      idPrefix="school-event"
      onSubmit={save}
    >
      <FormTextField name="title" label="Title" maxLength={120} placeholder="e.g. Science fair" />
      <FormTextField name="date" label="Day" type="date" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="startTime" label="Starts (optional)" type="time" />
        <FormTextField name="endTime" label="Ends (optional)" type="time" />
      </div>
      <FormTextField name="place" label="Place (optional)" maxLength={120} />
    </FormDialog>
  );
}
