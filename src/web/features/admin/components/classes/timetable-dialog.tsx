import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, TrashIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  WEEKDAYS,
  type SchoolClass,
  type TimetableInput,
  timetableInputSchema,
} from '@/shared/schemas/classes';
import { Alert } from '@/web/components/ui/alert';
import { DialogActions } from '@/web/components/dialog-actions';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { TextField } from '@/web/components/ui/text-field';
import { useClassTimetable } from '../../api/get-class-timetable';
import { useSetClassTimetable } from '../../api/set-class-timetable';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { SelectField } from '@/web/components/ui/select-field';

/** A class's weekly periods, Monday to Friday: day, start and end (HH:MM), optional room. */
export function TimetableDialog({
  target,
  onOpenChange,
}: {
  target: SchoolClass;
  onOpenChange: (open: boolean) => void;
}) {
  const timetable = useClassTimetable(target.id);
  const save = useSetClassTimetable();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TimetableInput>({
    resolver: zodResolver(timetableInputSchema),
    defaultValues: { entries: [] },
  });
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

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { classId: target.id, input },
      {
        onSuccess: () => {
          toast.success(`Timetable of ${target.className} saved`);
          onOpenChange(false);
        },
      },
    ),
  );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Timetable of {target.className}</DialogTitle>
          <DialogDescription>
            Weekly periods, Monday to Friday. Without a room, the class room ({target.room}) is
            used.
          </DialogDescription>
        </DialogHeader>
        {timetable.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : timetable.isError ? (
          <Alert>{requestErrorMessage(timetable.error)}</Alert>
        ) : (
          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            {fields.length === 0 ? (
              <p className="text-sm text-muted-foreground">No classes scheduled</p>
            ) : (
              <ol className="grid gap-3">
                {fields.map((field, index) => {
                  const entryErrors = errors.entries?.[index];
                  return (
                    <li
                      key={field.id}
                      className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_1fr_1fr_1fr_auto] sm:items-start"
                    >
                      <SelectField
                        id={`entry-${index}-day`}
                        label="Day"
                        error={entryErrors?.day?.message}
                        {...register(`entries.${index}.day`)}
                      >
                        {WEEKDAYS.map((day) => (
                          <option key={day} value={day}>
                            {day}
                          </option>
                        ))}
                      </SelectField>
                      <TextField
                        id={`entry-${index}-start`}
                        label="Start"
                        type="time"
                        error={entryErrors?.startTime?.message}
                        {...register(`entries.${index}.startTime`)}
                      />
                      <TextField
                        id={`entry-${index}-end`}
                        label="End"
                        type="time"
                        error={entryErrors?.endTime?.message}
                        {...register(`entries.${index}.endTime`)}
                      />
                      <TextField
                        id={`entry-${index}-room`}
                        label="Room"
                        placeholder={target.room}
                        error={entryErrors?.room?.message}
                        {...register(`entries.${index}.room`)}
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
                  );
                })}
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
            {save.isError ? <Alert>{requestErrorMessage(save.error)}</Alert> : null}
            <DialogActions
              onCancel={() => onOpenChange(false)}
              confirmLabel="Save Timetable"
              pending={save.isPending}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
