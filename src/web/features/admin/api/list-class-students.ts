import { queryOptions, useQuery } from '@tanstack/react-query';
import { enrolledStudentSchema } from '@/shared/schemas/classes';
import { classesKeys, fetchParsed } from './classes-keys';

export const listClassStudents = (classId: string) =>
  fetchParsed(
    enrolledStudentSchema.array(),
    `/api/admin/classes/${encodeURIComponent(classId)}/students`,
  );

export const classStudentsQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: classesKeys.students(classId),
    queryFn: () => listClassStudents(classId),
  });

/** GET /api/admin/classes/:id/students */
export const useClassStudents = (classId: string) => useQuery(classStudentsQueryOptions(classId));
