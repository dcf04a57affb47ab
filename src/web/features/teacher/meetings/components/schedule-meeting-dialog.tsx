import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { type MeetingInput, meetingInputSchema } from '@/shared/schemas/meetings';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { MutationFormDialog } from '@/web/components/mutation-form-dialog';
import { ChoicesPlaceholder, choicesError } from '@/web/components/form/choices';
import {
  FormSelectField,
  FormTextareaField,
  FormTextField,
} from '@/web/components/form/form-fields';
import { useMeetingContacts } from '../api/list-meeting-contacts';
import { useScheduleMeeting } from '../api/schedule-meeting';
import type { DialogProps } from '@/web/components/dialog-frame';

const empty = (): MeetingInput => ({
  studentId: '',
  guardianUserId: '',
  date: '',
  time: '',
  place: '',
  note: '',
});

/** A meeting with a guardian of one of the teacher's students; the guardian gets an email. */
export function ScheduleMeetingDialog({ open, onOpenChange }: DialogProps) {
  const contacts = useMeetingContacts(open);
  const schedule = useScheduleMeeting();
  const form = useZodForm(meetingInputSchema, empty());
  const { setValue } = form;

  const studentId = useWatch({ control: form.control, name: 'studentId' });
  const student = contacts.data?.find((contact) => contact.studentId === studentId);
  // A student's only guardian is chosen for the teacher.
  useEffect(() => {
    setValue('guardianUserId', student?.guardians.length === 1 ? student.guardians[0]!.userId : '');
  }, [student, setValue]);

  return (
    <MutationFormDialog
      form={form}
      idPrefix="meeting"
      mutation={schedule}
      successMessage={(meeting) => `Meeting scheduled; ${meeting.guardianName} has been emailed`}
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule a parent meeting"
      description="Choose a student and guardian; the guardian receives the details by email."
      confirmLabel="Schedule Meeting"
    >
      <FormSelectField
        name="studentId"
        label="Student"
        disabled={contacts.isPending}
        error={choicesError(contacts)}
      >
        <ChoicesPlaceholder
          query={contacts}
          loading="Loading students…"
          choose="Choose a student"
          none="No students with a guardian"
        />
        {(contacts.data ?? []).map((contact) => (
          <option key={contact.studentId} value={contact.studentId}>
            {contact.studentName} ({contact.className})
          </option>
        ))}
      </FormSelectField>
      <FormSelectField name="guardianUserId" label="Guardian" disabled={!student}>
        <option value="">{student ? 'Choose a guardian' : 'Choose a student first'}</option>
        {(student?.guardians ?? []).map((guardian) => (
          <option key={guardian.userId} value={guardian.userId}>
            {guardian.name} ({guardian.email})
          </option>
        ))}
      </FormSelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="date" label="Date" type="date" />
        <FormTextField name="time" label="Time" type="time" />
      </div>
      <FormTextField
        name="place"
        label="Place or link"
        placeholder="Room 12, or a video call link"
      />
      <FormTextareaField name="note" label="Note (optional)" />
    </MutationFormDialog>
  );
}
