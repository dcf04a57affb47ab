import type { TeacherOption } from '@/shared/schemas/classes';
import {
  type ConferenceSessionInput,
  conferenceSessionInputSchema,
} from '@/shared/schemas/conferences';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { MutationFormDialog } from '@/web/components/mutation-form-dialog';
import { FormSelectField, FormTextField } from '@/web/components/form/form-fields';
import { usePublishConference } from '../api/publish-conference';
import { ClassChoice, type ClassOption, type Options, TeacherChoice } from './session-choices';
import type { DialogProps } from '@/web/components/dialog-frame';

const empty = (office: boolean): ConferenceSessionInput => ({
  ...(office ? { teacherId: '' } : {}),
  title: 'Parent-teacher conferences',
  date: '',
  startTime: '16:00',
  endTime: '18:00',
  slotMinutes: '10',
  place: '',
  classIds: [],
});

const SLOT_LENGTHS = [5, 10, 15, 20, 30];

export type ConferenceForm = ReturnType<typeof useConferenceForm>;

function useConferenceForm(office: boolean) {
  return useZodForm(conferenceSessionInputSchema, empty(office));
}

/**
 * Publishes a conference session: its families see the free slots at once. A teacher offers their
 * own classes; the office (given `teachers`) first picks the teacher, then that teacher's classes.
 */
export function PublishConferenceDialog({
  open,
  onOpenChange,
  classes,
  teachers,
  noClasses,
}: DialogProps & {
  /** The classes whose families may book; with `teachers`, each names its teacher. */
  classes: Options<ClassOption>;
  teachers?: Options<TeacherOption>;
  /** Said when there are no classes to choose. */
  noClasses: string;
}) {
  const office = teachers !== undefined;
  const publish = usePublishConference();
  const form = useConferenceForm(office);
  return (
    <MutationFormDialog
      form={form}
      idPrefix="conference"
      mutation={publish}
      successMessage={(session) => `Published: ${session.slotCount} slots families can book`}
      open={open}
      onOpenChange={onOpenChange}
      title="Publish a conference session"
      description={
        office
          ? "Choose the teacher, then their classes: those classes' families can book one slot per child."
          : 'Families of the classes you choose can book one slot per child.'
      }
      confirmLabel="Publish Session"
    >
      {teachers && <TeacherChoice form={form} teachers={teachers} />}
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
      <ClassChoice form={form} classes={classes} office={office} noClasses={noClasses} />
    </MutationFormDialog>
  );
}
