import type { TeacherOption } from '@/shared/schemas/classes';
import { FormSelectField } from '@/web/components/form/form-fields';
import { type ChoicesQuery, ChoicesPlaceholder, choicesError } from './choices';

/** The form's teacherId: one of the school's active teachers (GET /api/admin/teachers/options). */
export function FormTeacherField({ teachers }: { teachers: ChoicesQuery<TeacherOption> }) {
  return (
    <FormSelectField name="teacherId" label="Teacher" error={choicesError(teachers)}>
      <ChoicesPlaceholder
        query={teachers}
        loading="Loading teachers…"
        choose="Select a teacher"
        none="No active teachers yet"
      />
      {teachers.data?.map((teacher) => (
        <option key={teacher.id} value={teacher.id}>
          {teacher.subject ? `${teacher.name} (${teacher.subject})` : teacher.name}
        </option>
      ))}
    </FormSelectField>
  );
}
