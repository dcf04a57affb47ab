import { queryOptions, useQuery } from '@tanstack/react-query';
import { teacherStudentDetailSchema } from '@/shared/schemas/teacher';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { teacherKeys } from './teacher-keys';

export const getStudent = (id: string) =>
  fetchParsed(teacherStudentDetailSchema, `/api/teacher/students/${encodeURIComponent(id)}`);

export const studentQueryOptions = (id: string) =>
  queryOptions({ queryKey: teacherKeys.student(id), queryFn: () => getStudent(id) });

/** GET /api/teacher/students/:id: one student's attendance, work, grades and guardians. */
export const useTeacherStudent = (id: string) => useQuery(studentQueryOptions(id));
