import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { ChoicesQuery } from '@/web/components/form/choices';
import { FormCheckboxGroup } from '@/web/components/form/form-checkbox-group';
import { FormTeacherField } from '@/web/components/form/teacher-field';
import type { TeacherOption } from '@/shared/schemas/classes';
import { requestErrorMessage } from '@/web/lib/field-errors';
import type { ConferenceForm } from './publish-conference-dialog';

export type Options<T> = ChoicesQuery<T>;
export interface ClassOption {
  id: string;
  label: string;
  /** The class's teacher: the office sees only the chosen teacher's classes. */
  teacherId?: string;
}

/** The office's first choice: the teacher families will meet. A new teacher clears the classes. */
export function TeacherChoice({
  form,
  teachers,
}: {
  form: ConferenceForm;
  teachers: Options<TeacherOption>;
}) {
  const teacherId = useWatch({ control: form.control, name: 'teacherId' });
  const previous = useRef(teacherId);
  useEffect(() => {
    if (previous.current === teacherId) return;
    previous.current = teacherId;
    form.setValue('classIds', []);
  }, [teacherId, form]);
  return <FormTeacherField teachers={teachers} />;
}

/** The classes whose families may book: one checkbox a class (the office's: the teacher's). */
export function ClassChoice({
  form,
  classes,
  office,
  noClasses,
}: {
  form: ConferenceForm;
  classes: Options<ClassOption>;
  office: boolean;
  noClasses: string;
}) {
  const teacherId = useWatch({ control: form.control, name: 'teacherId' });
  const waiting = office && !teacherId;
  const shown = office ? classes.data?.filter((c) => c.teacherId === teacherId) : classes.data;
  return (
    <FormCheckboxGroup
      name="classIds"
      legend="Classes whose families may book"
      options={waiting ? [] : (shown ?? []).map((c) => ({ value: c.id, label: c.label }))}
      empty={
        waiting ? (
          'Choose a teacher to see their classes.'
        ) : classes.isPending ? (
          'Loading classes…'
        ) : classes.isError ? (
          <span className="text-destructive">{requestErrorMessage(classes.error)}</span>
        ) : (
          noClasses
        )
      }
    />
  );
}
