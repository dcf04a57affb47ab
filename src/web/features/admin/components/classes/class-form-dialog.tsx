import { useEffect } from 'react';
import { toast } from 'sonner';
import { type ClassInput, type SchoolClass, classInputSchema } from '@/shared/schemas/classes';
import { FormDialog } from '@/web/components/form-dialog';
import { FormSelectField, FormTextField } from '@/web/components/form/form-fields';
import { FormTeacherField } from '@/web/components/form/teacher-field';
import { choicesError } from '@/web/components/form/choices';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { useCreateClass } from '../../api/create-class';
import { useSubjects } from '../../api/list-subjects';
import { useTeacherOptions } from '../../api/list-teacher-options';
import { useUpdateClass } from '../../api/update-class';
import type { DialogProps } from '@/web/components/dialog-frame';

const emptyForm = (subject: string): ClassInput => ({
  className: '',
  subject,
  teacherId: '',
  room: '',
  schedule: '',
});

const formOf = ({ className, subject, teacherId, room, schedule }: SchoolClass): ClassInput => ({
  className,
  subject,
  teacherId,
  room,
  schedule,
});

/** Create (no `editing`) or edit a class. Class name, room and schedule are required; so is a teacher. */
export function ClassFormDialog({
  open,
  onOpenChange,
  editing,
}: DialogProps & {
  editing?: SchoolClass;
}) {
  const subjects = useSubjects();
  const teachers = useTeacherOptions();
  const create = useCreateClass();
  const update = useUpdateClass();
  const firstSubject = subjects.data?.subjects[0]?.name ?? '';
  const form = useZodForm(classInputSchema, emptyForm(firstSubject));
  const { getValues, setValue } = form;

  // The subject list may arrive after the dialog opened: preselect its first subject.
  useEffect(() => {
    if (open && !editing && firstSubject && !getValues('subject')) {
      setValue('subject', firstSubject);
    }
  }, [open, editing, firstSubject, getValues, setValue]);

  // Without a teacher the resolver stops the submit: nothing is sent.
  const save = async (input: ClassInput) => {
    if (editing) await update.mutateAsync({ id: editing.id, changes: input });
    else await create.mutateAsync(input);
    toast.success(editing ? 'Class saved' : 'Class created');
    onOpenChange(false);
  };

  const subjectNames = subjects.data?.subjects.map((subject) => subject.name) ?? [];
  if (editing && !subjectNames.includes(editing.subject)) subjectNames.unshift(editing.subject);

  return (
    <FormDialog
      form={form}
      idPrefix="class-form"
      values={editing ? formOf(editing) : emptyForm(firstSubject)}
      onSubmit={save}
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Class' : 'Create Class'}
      description="Class name, room and schedule are required; choose the teacher who teaches it."
      confirmLabel={editing ? 'Save Class' : 'Create Class'}
    >
      <FormTextField name="className" label="Class name" placeholder="Grade 10A Mathematics" />
      <FormSelectField
        name="subject"
        label="Subject"
        error={choicesError(subjects)}
        disabled={subjects.isPending}
      >
        {subjects.isPending ? <option value="">Loading subjects…</option> : null}
        {subjectNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </FormSelectField>
      <FormTeacherField teachers={teachers} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="room" label="Room" placeholder="Room 101" />
        <FormTextField name="schedule" label="Schedule" placeholder="Mon, Wed 9:00-10:00" />
      </div>
    </FormDialog>
  );
}
