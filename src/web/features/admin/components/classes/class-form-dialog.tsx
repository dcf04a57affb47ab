import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type ClassInput, type SchoolClass, classInputSchema } from '@/shared/schemas/classes';
import { FormDialog } from '@/web/components/form-dialog';
import { TextField } from '@/web/components/ui/text-field';
import { useCreateClass } from '../../api/create-class';
import { useSubjects } from '../../api/list-subjects';
import { useTeacherOptions } from '../../api/list-teacher-options';
import { useUpdateClass } from '../../api/update-class';
import { firstFieldError, requestErrorMessage } from '@/web/lib/field-errors';
import { SelectField } from '@/web/components/ui/select-field';

const FIELDS = ['className', 'subject', 'teacherId', 'room', 'schedule'] as const;

const emptyForm = (subject: string): ClassInput => ({
  className: '',
  subject,
  teacherId: '',
  room: '',
  schedule: '',
});

/** Create (no `editing`) or edit a class. Class name, room and schedule are required; so is a teacher. */
export function ClassFormDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing?: SchoolClass;
}) {
  const subjects = useSubjects();
  const teachers = useTeacherOptions();
  const create = useCreateClass();
  const update = useUpdateClass();
  const mutation = editing ? update : create;
  const firstSubject = subjects.data?.subjects[0]?.name ?? '';
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<ClassInput>({
    resolver: zodResolver(classInputSchema),
    defaultValues: emptyForm(firstSubject),
  });

  // Fresh values each time the dialog opens (not when lists refresh while it is open: a refresh
  // must not reset the mutation whose success closes the dialog).
  useEffect(() => {
    if (!open) return;
    reset(
      editing
        ? {
            className: editing.className,
            subject: editing.subject,
            teacherId: editing.teacherId,
            room: editing.room,
            schedule: editing.schedule,
          }
        : emptyForm(firstSubject),
    );
    create.reset();
    update.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, editing]);

  // The subject list may arrive after the dialog opened: preselect its first subject.
  useEffect(() => {
    if (open && !editing && firstSubject && !getValues('subject')) {
      setValue('subject', firstSubject);
    }
  }, [open, editing, firstSubject, getValues, setValue]);

  const onError = (error: unknown) => {
    const named = firstFieldError(error);
    const field = FIELDS.find((candidate) => candidate === named?.field);
    if (named && field) setError(field, { message: named.message }, { shouldFocus: true });
  };

  // Without a teacher the resolver stops the submit: nothing is sent.
  const onSubmit = handleSubmit((input) => {
    const done = () => {
      toast.success(editing ? 'Class saved' : 'Class created');
      onOpenChange(false);
    };
    if (editing) update.mutate({ id: editing.id, changes: input }, { onSuccess: done, onError });
    else create.mutate(input, { onSuccess: done, onError });
  });

  const subjectNames = subjects.data?.subjects.map((subject) => subject.name) ?? [];
  if (editing && !subjectNames.includes(editing.subject)) subjectNames.unshift(editing.subject);
  const namedField = firstFieldError(mutation.error)?.field;
  const generalError =
    mutation.isError && !FIELDS.some((field) => field === namedField)
      ? requestErrorMessage(mutation.error)
      : null;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Class' : 'Create Class'}
      description="Class name, room and schedule are required; choose the teacher who teaches it."
      onSubmit={onSubmit}
      error={generalError}
      confirmLabel={editing ? 'Save Class' : 'Create Class'}
      pending={mutation.isPending}
    >
      <TextField
        id="class-name"
        label="Class name"
        placeholder="Grade 10A Mathematics"
        error={errors.className?.message}
        {...register('className')}
      />
      <SelectField
        id="class-subject"
        label="Subject"
        error={
          errors.subject?.message ??
          (subjects.isError ? requestErrorMessage(subjects.error) : undefined)
        }
        disabled={subjects.isPending}
        {...register('subject')}
      >
        {subjects.isPending ? <option value="">Loading subjects…</option> : null}
        {subjectNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="class-teacher"
        label="Teacher"
        error={
          errors.teacherId?.message ??
          (teachers.isError ? requestErrorMessage(teachers.error) : undefined)
        }
        {...register('teacherId')}
      >
        <option value="">
          {teachers.isPending
            ? 'Loading teachers…'
            : teachers.data?.length
              ? 'Select a teacher'
              : 'No active teachers yet'}
        </option>
        {teachers.data?.map((teacher) => (
          <option key={teacher.id} value={teacher.id}>
            {teacher.subject ? `${teacher.name} (${teacher.subject})` : teacher.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="class-room"
          label="Room"
          placeholder="Room 101"
          error={errors.room?.message}
          {...register('room')}
        />
        <TextField
          id="class-schedule"
          label="Schedule"
          placeholder="Mon, Wed 9:00-10:00"
          error={errors.schedule?.message}
          {...register('schedule')}
        />
      </div>
    </FormDialog>
  );
}
