import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  ATTACHMENT_ACCEPT,
  type AssignmentInput,
  type AssignmentValues,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_MB,
  assignmentInputSchema,
} from '@/shared/schemas/assignments';
import { Form, FormAlert } from '@/web/components/form/form';
import {
  FormSelectField,
  FormTextareaField,
  FormTextField,
} from '@/web/components/form/form-fields';
import { submitHandler } from '@/web/components/form/submit-handler';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { choicesError } from '@/web/components/form/choices';
import { fieldErrors } from '@/web/lib/field-errors';
import { useCreateAssignment } from '../api/create-assignment';
import { useAssignmentOptions } from '../api/list-assignment-options';

type Status = 'draft' | 'published';

const empty = (): AssignmentInput => ({
  title: '',
  dueDate: '',
  description: '',
  subjectId: '',
  classId: '',
  status: 'draft',
});

/**
 * Spec: the assignment form. Title and due date required, description optional, a subject and one
 * of the teacher's classes; 'Save as Draft' makes a draft, 'Publish' publishes. An optional
 * attachment (PDF, image, Office document; at most 10 MB; the server checks the type by content).
 */
export function AssignmentForm() {
  const options = useAssignmentOptions();
  const create = useCreateAssignment();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sending, setSending] = useState<Status | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useZodForm(assignmentInputSchema, empty());
  const { getValues, setValue } = form;

  // Choosing a class sets its subject: an assignment's subject is its class's (the server refuses
  // any other).
  const classes = options.data?.classes;
  const classId = useWatch({ control: form.control, name: 'classId' });
  useEffect(() => {
    const chosen = classes?.find((klass) => klass.id === classId);
    if (chosen && getValues('subjectId') !== chosen.subjectId)
      setValue('subjectId', chosen.subjectId);
  }, [classId, classes, getValues, setValue]);

  const chooseFile = (chosen: File | null) => {
    setFileError(
      chosen && chosen.size > MAX_ATTACHMENT_BYTES
        ? `The attachment is larger than ${MAX_ATTACHMENT_MB} MB. Attach a smaller file.`
        : null,
    );
    setFile(chosen);
  };

  const save = async (values: AssignmentValues, status: Status) => {
    if (fileError) return;
    setSending(status);
    try {
      await create.mutateAsync({ input: { ...values, status }, file });
    } catch (error) {
      // The attachment is no field of the form: its refusal shows under the file input.
      const refused = fieldErrors(error).file;
      if (!refused) throw error;
      setFileError(refused);
      return;
    } finally {
      setSending(null);
    }
    toast.success(status === 'draft' ? 'Draft saved' : 'Assignment published');
    form.reset(empty());
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };
  const publish = submitHandler(form, (values) => save(values, 'published'));

  return (
    <Form
      form={form}
      idPrefix="assignment"
      onSubmit={(values) => save(values, 'draft')}
      className="grid gap-4"
      aria-label="New assignment"
    >
      <FormTextField name="title" label="Title" />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField name="dueDate" label="Due date" type="date" />
        <FormSelectField
          name="classId"
          label="Class"
          error={choicesError(options)}
          disabled={options.isPending}
        >
          <option value="">{options.isPending ? 'Loading classes…' : 'Choose a class'}</option>
          {(classes ?? []).map((klass) => (
            <option key={klass.id} value={klass.id}>
              {klass.name} {klass.subject}
            </option>
          ))}
        </FormSelectField>
        <FormSelectField name="subjectId" label="Subject" disabled={options.isPending}>
          <option value="">{options.isPending ? 'Loading subjects…' : 'Choose a subject'}</option>
          {(options.data?.subjects ?? []).map((subject) => (
            <option key={subject.id} value={subject.id}>
              {subject.name}
            </option>
          ))}
        </FormSelectField>
      </div>
      <FormTextareaField name="description" label="Description (optional)" />
      <TextField
        id="assignment-file"
        label="Attachment (optional)"
        type="file"
        accept={ATTACHMENT_ACCEPT}
        ref={fileInput}
        hint={`PDF, image or Office document, at most ${MAX_ATTACHMENT_MB} MB.`}
        error={fileError ?? undefined}
        onChange={(event) => chooseFile(event.currentTarget.files?.[0] ?? null)}
      />
      <FormAlert />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" variant="outline" disabled={create.isPending}>
          {sending === 'draft' ? 'Saving...' : 'Save as Draft'}
        </Button>
        <Button type="button" disabled={create.isPending} onClick={(event) => void publish(event)}>
          {sending === 'published' ? 'Publishing...' : 'Publish'}
        </Button>
      </div>
    </Form>
  );
}
