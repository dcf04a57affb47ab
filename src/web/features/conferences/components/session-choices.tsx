import { useEffect, useRef } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { ChoicesQuery } from '@/web/components/form/choices';
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
  const chosen = useWatch({ control: form.control, name: 'classIds' }) ?? [];
  const teacherId = useWatch({ control: form.control, name: 'teacherId' });
  const { errors } = useFormState({ control: form.control, name: 'classIds' });
  const toggle = (id: string, on: boolean) =>
    form.setValue('classIds', on ? [...chosen, id] : chosen.filter((c) => c !== id), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const shown = office ? classes.data?.filter((c) => c.teacherId === teacherId) : classes.data;
  const error = errors.classIds?.message ?? errors.classIds?.root?.message;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? 'conference-classes-error' : undefined}
    >
      <legend className="text-sm font-medium">Classes whose families may book</legend>
      {classes.isPending && <p className="text-sm text-muted-foreground">Loading classes…</p>}
      {classes.isError && (
        <p className="text-sm text-destructive">{requestErrorMessage(classes.error)}</p>
      )}
      {office && !teacherId ? (
        <p className="text-sm text-muted-foreground">Choose a teacher to see their classes.</p>
      ) : (
        shown?.length === 0 && <p className="text-sm text-muted-foreground">{noClasses}</p>
      )}
      {(office && !teacherId ? [] : (shown ?? [])).map((c) => (
        <label key={c.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={chosen.includes(c.id)}
            onChange={(event) => toggle(c.id, event.target.checked)}
          />
          {c.label}
        </label>
      ))}
      {error && (
        <p id="conference-classes-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
