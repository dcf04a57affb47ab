import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  ATTACHMENT_ACCEPT,
  type AssignmentInput,
  type AssignmentValues,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_MB,
  assignmentInputSchema,
} from '@/shared/schemas/assignments';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { TextareaField } from '@/web/components/ui/textarea-field';
import { firstFieldError, requestErrorMessage } from '@/web/lib/field-errors';
import { useCreateAssignment } from '../api/create-assignment';
import { useAssignmentOptions } from '../api/list-assignment-options';

const FIELDS = ['title', 'dueDate', 'description', 'subjectId', 'classId'] as const;
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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = useForm<AssignmentInput, unknown, AssignmentValues>({
    resolver: zodResolver(assignmentInputSchema),
    defaultValues: empty(),
  });

  // Choosing a class sets its subject: an assignment's subject is its class's (the server refuses
  // any other).
  const classes = options.data?.classes;
  const classId = watch('classId');
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

  const submit = (status: Status) =>
    handleSubmit((values) => {
      if (fileError) return;
      setSending(status);
      create.mutate(
        { input: { ...values, status }, file },
        {
          onSuccess: () => {
            toast.success(status === 'draft' ? 'Draft saved' : 'Assignment published');
            reset(empty());
            setFile(null);
            if (fileInput.current) fileInput.current.value = '';
          },
          onError: (error) => {
            const named = firstFieldError(error);
            if (named?.field === 'file') setFileError(named.message);
            const field = FIELDS.find((candidate) => candidate === named?.field);
            if (named && field) setError(field, { message: named.message }, { shouldFocus: true });
          },
          onSettled: () => setSending(null),
        },
      );
    });

  const named = firstFieldError(create.error)?.field;
  const generalError =
    create.isError && ![...FIELDS, 'file'].some((field) => field === named)
      ? requestErrorMessage(create.error)
      : null;
  const optionsError = options.isError ? requestErrorMessage(options.error) : undefined;

  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label="New assignment"
      onSubmit={(event) => void submit('draft')(event)}
    >
      <TextField
        id="assignment-title"
        label="Title"
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id="assignment-due"
          label="Due date"
          type="date"
          error={errors.dueDate?.message}
          {...register('dueDate')}
        />
        <SelectField
          id="assignment-class"
          label="Class"
          error={errors.classId?.message ?? optionsError}
          disabled={options.isPending}
          {...register('classId')}
        >
          <option value="">{options.isPending ? 'Loading classes…' : 'Choose a class'}</option>
          {(classes ?? []).map((klass) => (
            <option key={klass.id} value={klass.id}>
              {klass.name} {klass.subject}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="assignment-subject"
          label="Subject"
          error={errors.subjectId?.message}
          disabled={options.isPending}
          {...register('subjectId')}
        >
          <option value="">{options.isPending ? 'Loading subjects…' : 'Choose a subject'}</option>
          {(options.data?.subjects ?? []).map((subject) => (
            <option key={subject.id} value={subject.id}>
              {subject.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        id="assignment-description"
        label="Description (optional)"
        error={errors.description?.message}
        {...register('description')}
      />
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
      {generalError ? <Alert>{generalError}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" variant="outline" disabled={create.isPending}>
          {sending === 'draft' ? 'Saving...' : 'Save as Draft'}
        </Button>
        <Button
          type="button"
          disabled={create.isPending}
          onClick={(event) => void submit('published')(event)}
        >
          {sending === 'published' ? 'Publishing...' : 'Publish'}
        </Button>
      </div>
    </form>
  );
}
