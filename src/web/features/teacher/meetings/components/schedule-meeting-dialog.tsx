import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type MeetingInput,
  type MeetingValues,
  meetingInputSchema,
} from '@/shared/schemas/meetings';
import { FormDialog } from '@/web/components/form-dialog';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { TextareaField } from '@/web/components/ui/textarea-field';
import { firstFieldError, requestErrorMessage } from '@/web/lib/field-errors';
import { useMeetingContacts } from '../api/list-meeting-contacts';
import { useScheduleMeeting } from '../api/schedule-meeting';

const FIELDS = ['studentId', 'guardianUserId', 'date', 'time', 'place', 'note'] as const;
const empty = (): MeetingInput => ({
  studentId: '',
  guardianUserId: '',
  date: '',
  time: '',
  place: '',
  note: '',
});

/** A meeting with a guardian of one of the teacher's students; the guardian gets an email. */
export function ScheduleMeetingDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const contacts = useMeetingContacts(open);
  const schedule = useScheduleMeeting();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<MeetingInput, unknown, MeetingValues>({
    resolver: zodResolver(meetingInputSchema),
    defaultValues: empty(),
  });

  useEffect(() => {
    if (!open) return;
    reset(empty());
    schedule.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const studentId = watch('studentId');
  const student = contacts.data?.find((contact) => contact.studentId === studentId);
  // A student's only guardian is chosen for the teacher.
  useEffect(() => {
    setValue('guardianUserId', student?.guardians.length === 1 ? student.guardians[0]!.userId : '');
  }, [student, setValue]);

  const onSubmit = handleSubmit((input) =>
    schedule.mutate(input, {
      onSuccess: (meeting) => {
        toast.success(`Meeting scheduled; ${meeting.guardianName} has been emailed`);
        onOpenChange(false);
      },
      onError: (error) => {
        const named = firstFieldError(error);
        const field = FIELDS.find((candidate) => candidate === named?.field);
        if (named && field) setError(field, { message: named.message }, { shouldFocus: true });
      },
    }),
  );
  const named = firstFieldError(schedule.error)?.field;
  const generalError =
    schedule.isError && !FIELDS.some((field) => field === named)
      ? requestErrorMessage(schedule.error)
      : null;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule a parent meeting"
      description="Choose a student and guardian; the guardian receives the details by email."
      onSubmit={(event) => void onSubmit(event)}
      error={generalError}
      confirmLabel="Schedule Meeting"
      pending={schedule.isPending}
    >
      <SelectField
        id="meeting-student"
        label="Student"
        disabled={contacts.isPending}
        error={
          errors.studentId?.message ??
          (contacts.isError ? requestErrorMessage(contacts.error) : undefined)
        }
        {...register('studentId')}
      >
        <option value="">
          {contacts.isPending
            ? 'Loading students…'
            : contacts.data?.length
              ? 'Choose a student'
              : 'No students with a guardian'}
        </option>
        {(contacts.data ?? []).map((contact) => (
          <option key={contact.studentId} value={contact.studentId}>
            {contact.studentName} ({contact.className})
          </option>
        ))}
      </SelectField>
      <SelectField
        id="meeting-guardian"
        label="Guardian"
        disabled={!student}
        error={errors.guardianUserId?.message}
        {...register('guardianUserId')}
      >
        <option value="">{student ? 'Choose a guardian' : 'Choose a student first'}</option>
        {(student?.guardians ?? []).map((guardian) => (
          <option key={guardian.userId} value={guardian.userId}>
            {guardian.name} ({guardian.email})
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="meeting-date"
          label="Date"
          type="date"
          error={errors.date?.message}
          {...register('date')}
        />
        <TextField
          id="meeting-time"
          label="Time"
          type="time"
          error={errors.time?.message}
          {...register('time')}
        />
      </div>
      <TextField
        id="meeting-place"
        label="Place or link"
        placeholder="Room 12, or a video call link"
        error={errors.place?.message}
        {...register('place')}
      />
      <TextareaField
        id="meeting-note"
        label="Note (optional)"
        error={errors.note?.message}
        {...register('note')}
      />
    </FormDialog>
  );
}
