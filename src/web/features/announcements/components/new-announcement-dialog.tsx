import { useWatch } from 'react-hook-form';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementInput,
  announcementInputSchema,
} from '@/shared/schemas/announcements';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { MutationFormDialog } from '@/web/components/mutation-form-dialog';
import { FormCheckboxGroup } from '@/web/components/form/form-checkbox-group';
import {
  FormSelectField,
  FormTextareaField,
  FormTextField,
} from '@/web/components/form/form-fields';
import { choicesError } from '@/web/components/form/choices';
import { useAnnouncementAudiences, usePostAnnouncement } from '../api/announcements-api';
import type { DialogProps } from '@/web/components/dialog-frame';

const AUDIENCE_LABELS = {
  classes: 'Families of chosen classes',
  school: 'The whole school',
  role: 'Everyone of a role',
  grades: 'Families of chosen grades',
} as const;

const NOTHING_TO_CHOOSE = 'Nothing to choose yet.';

const empty = (): AnnouncementInput => ({
  title: '',
  body: '',
  audience: 'classes',
  classIds: [],
  grades: [],
});

/** A new announcement: title, plain-text message and who it goes to. */
export function NewAnnouncementDialog({ open, onOpenChange }: DialogProps) {
  const audiences = useAnnouncementAudiences(open);
  const post = usePostAnnouncement();
  const form = useZodForm(announcementInputSchema, empty());
  const audience = useWatch({ control: form.control, name: 'audience' });
  const choices = audiences.data;

  return (
    <MutationFormDialog
      form={form}
      idPrefix="announcement"
      mutation={post}
      successMessage={(sent) => `Announcement posted to ${sent.recipients} people`}
      open={open}
      onOpenChange={onOpenChange}
      title="New announcement"
      description="Recipients see it in Announcements and, as they chose, by email."
      confirmLabel="Post Announcement"
    >
      <FormTextField name="title" label="Title" maxLength={ANNOUNCEMENT_TITLE_MAX} />
      <FormTextareaField name="body" label="Message" rows={5} maxLength={ANNOUNCEMENT_BODY_MAX} />
      <FormSelectField
        name="audience"
        label="Send to"
        disabled={audiences.isPending}
        error={choicesError(audiences)}
      >
        {(choices?.audiences ?? ['classes']).map((value) => (
          <option key={value} value={value}>
            {AUDIENCE_LABELS[value]}
          </option>
        ))}
      </FormSelectField>
      {audience === 'classes' ? (
        <FormCheckboxGroup
          name="classIds"
          legend="Classes"
          options={(choices?.classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
          empty={NOTHING_TO_CHOOSE}
        />
      ) : null}
      {audience === 'grades' ? (
        <FormCheckboxGroup
          name="grades"
          legend="Grades"
          options={(choices?.grades ?? []).map((g) => ({ value: g, label: `Grade ${g}` }))}
          empty={NOTHING_TO_CHOOSE}
        />
      ) : null}
      {audience === 'role' ? (
        <FormSelectField name="role" label="Role">
          <option value="">Choose a role</option>
          <option value="parent">Parents</option>
          <option value="teacher">Teachers</option>
          <option value="admin">Admins</option>
        </FormSelectField>
      ) : null}
    </MutationFormDialog>
  );
}
