import type { UseQueryResult } from '@tanstack/react-query';
import type { TeacherOption } from '@/shared/schemas/classes';
import { FormSelectField } from '@/web/components/form/form-fields';
import { requestErrorMessage } from '@/web/lib/field-errors';

/** The choices a form field reads from the server: the query's rows and its state. */
export type ChoicesQuery<T> = Pick<UseQueryResult<T[]>, 'data' | 'isPending' | 'isError' | 'error'>;

/** The form's teacherId: one of the school's active teachers (GET /api/admin/teachers/options). */
export function FormTeacherField({ teachers }: { teachers: ChoicesQuery<TeacherOption> }) {
  return (
    <FormSelectField
      name="teacherId"
      label="Teacher"
      error={teachers.isError ? requestErrorMessage(teachers.error) : undefined}
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
    </FormSelectField>
  );
}
