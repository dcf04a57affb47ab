import { PlusIcon, TrashIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { toast } from 'sonner';
import {
  WEEKDAYS,
  type SchoolClass,
  type TimetableInput,
  timetableInputSchema,
} from '@/shared/schemas/classes';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { Alert } from '@/web/components/ui/alert';
import { DialogActions } from '@/web/components/dialog-actions';
import { DialogFrame, type TargetDialogProps } from '@/web/components/dialog-frame';
import { Form, FormAlert } from '@/web/components/form/form';
import { FormSelectField, FormTextField } from '@/web/components/form/form-fields';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useClassTimetable } from '../../api/get-class-timetable';
import { useSetClassTimetable } from '../../api/set-class-timetable';
import { requestErrorMessage } from '@/web/lib/field-errors';

/** A class's weekly periods, Monday to Friday: day, start and end (HH:MM), optional room. */
export function TimetableDialog({ target, onOpenChange }: TargetDialogProps<SchoolClass>) {
  const timetable = useClassTimetable(target.id);
  const save = useSetClassTimetable();
  const form = useZodForm(timetableInputSchema, { entries: [] });
  const { control, reset } = form;
  const { errors, isSubmitting } = useFormState({ control });
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' });

  useEffect(() => {
    if (!timetable.data) return;
    reset({
      entries: timetable.data.map((entry) => ({
        day: entry.day,
        startTime: entry.startTime,
        endTime: entry.endTime,
        room: entry.room === target.room ? '' : entry.room,
      })),
    });
  }, [timetable.data, reset, target.room]);

  const onSubmit = async (input: TimetableInput) => {
    await save.mutateAsync({ classId: target.id, input });
    toast.success(`Timetable of ${target.className} saved`);
    onOpenChange(false);
  };

  return (
    <DialogFrame
      open
      onOpenChange={onOpenChange}
      title={`Timetable of ${target.className}`}
      description={`Weekly periods, Monday to Friday. Without a room, the class room (${target.room}) is used.`}
      className="max-w-2xl"
    >
      {timetable.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : timetable.isError ? (
        <Alert>{requestErrorMessage(timetable.error)}</Alert>
      ) : (
        <Form form={form} idPrefix="timetable" onSubmit={onSubmit} className="grid gap-4">
          {fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">No classes scheduled</p>
          ) : (
            <ol className="grid gap-3">
              {fields.map((field, index) => (
                <li
                  key={field.id}
                  className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_1fr_1fr_1fr_auto] sm:items-start"
                >
                  <FormSelectField name={`entries.${index}.day`} label="Day">
                    {WEEKDAYS.map((day) => (
                      <option key={day} value={day}>
                        {day}
                      </option>
                    ))}
                  </FormSelectField>
                  <FormTextField name={`entries.${index}.startTime`} label="Start" type="time" />
                  <FormTextField name={`entries.${index}.endTime`} label="End" type="time" />
                  <FormTextField
                    name={`entries.${index}.room`}
                    label="Room"
                    placeholder={target.room}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="sm:mt-7"
                    aria-label={`Remove period ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <TrashIcon aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ol>
          )}
          {errors.entries?.message ? <Alert>{errors.entries.message}</Alert> : null}
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() =>
              append({ day: 'Monday', startTime: '09:00', endTime: '10:00', room: '' })
            }
          >
            <PlusIcon aria-hidden="true" />
            Add Period
          </Button>
          <FormAlert />
          <DialogActions
            onCancel={() => onOpenChange(false)}
            confirmLabel="Save Timetable"
            pending={isSubmitting}
          />
        </Form>
      )}
    </DialogFrame>
  );
}
