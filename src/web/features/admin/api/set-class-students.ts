import { enrolledStudentSchema } from '@/shared/schemas/classes';
import { useStoringMutation } from '@/web/lib/use-storing-mutation';
import { classesKeys, fetchParsed, refreshClassLists } from './classes-keys';

export const setClassStudents = ({
  classId,
  studentIds,
}: {
  classId: string;
  studentIds: string[];
}) =>
  fetchParsed(
    enrolledStudentSchema.array(),
    `/api/admin/classes/${encodeURIComponent(classId)}/students`,
    { method: 'PUT', body: { studentIds } },
  );

/** PUT /api/admin/classes/:id/students with the class's whole list; the counts refresh. */
export const useSetClassStudents = () =>
  useStoringMutation(
    setClassStudents,
    (_students, { classId }) => classesKeys.students(classId),
    refreshClassLists,
  );
