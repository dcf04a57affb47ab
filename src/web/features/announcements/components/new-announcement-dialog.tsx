import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementInput,
  type AnnouncementValues,
  announcementInputSchema,
} from '@/shared/schemas/announcements';
import { FormDialog } from '@/web/components/form-dialog';
import {
  FormSelectField,
  FormTextareaField,
  FormTextField,
} from '@/web/components/form/form-fields';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { useAnnouncementAudiences, usePostAnnouncement } from '../api/announcements-api';

const AUDIENCE_LABELS = {
  classes: 'Families of chosen classes',
  school: 'The whole school',
  role: 'Everyone of a role',
  grades: 'Families of chosen grades',
} as const;

const empty = (): AnnouncementInput => ({
  title: '',
  body: '',
  audience: 'classes',
  classIds: [],
  grades: [],
});

/** Checkboxes bound to an array field of the form: each ticks one value in or out. */
function CheckboxGroup<T extends string | number>({
  name,
  legend,
  options,
}: {
  name: 'classIds' | 'grades';
  legend: string;
  options: { value: T; label: string }[];
}) {
  const { field, fieldState } = useController({ name });
  const chosen = (field.value ?? []) as T[];
  const toggle = (value: T, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <fieldset className="grid gap-2" aria-describedby={`${name}-error`}>
      <legend className="text-sm font-medium">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing to choose yet.</p>
      ) : null}
      {options.map((option) => (
        <label key={String(option.value)} className="flex min-h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          {option.label}
        </label>
      ))}
      <p id={`${name}-error`} className="text-sm text-destructive">
        {fieldState.error?.message}
      </p>
    </fieldset>
  );
}

/** A new announcement: title, plain-text message and who it goes to. */
export function NewAnnouncementDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const audiences = useAnnouncementAudiences(open);
  const post = usePostAnnouncement();
  const form = useForm<AnnouncementInput, unknown, AnnouncementValues>({
    resolver: zodResolver(announcementInputSchema),
    defaultValues: empty(),
  });
  const audience = useWatch({ control: form.control, name: 'audience' });

  const save = async (input: AnnouncementValues) => {
    const sent = await post.mutateAsync(input);
    toast.success(`Announcement posted to ${sent.recipients} people`);
    onOpenChange(false);
  };
  const choices = audiences.data;

  return (
    <FormDialog
      form={form}
      idPrefix="announcement"
      values={empty()}
      onSubmit={save}
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
        error={audiences.isError ? requestErrorMessage(audiences.error) : undefined}
      >
        {(choices?.audiences ?? ['classes']).map((value) => (
          <option key={value} value={value}>
            {AUDIENCE_LABELS[value]}
          </option>
        ))}
      </FormSelectField>
      {audience === 'classes' ? (
        <CheckboxGroup
          name="classIds"
          legend="Classes"
          options={(choices?.classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      ) : null}
      {audience === 'grades' ? (
        <CheckboxGroup
          name="grades"
          legend="Grades"
          options={(choices?.grades ?? []).map((g) => ({ value: g, label: `Grade ${g}` }))}
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
    </FormDialog>
  );
}
