import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enrolledStudentSchema } from '@/shared/schemas/classes';
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
export function useSetClassStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClassStudents,
    onSuccess: (students, { classId }) => {
      queryClient.setQueryData(classesKeys.students(classId), students);
      return refreshClassLists(queryClient);
    },
  });
}
