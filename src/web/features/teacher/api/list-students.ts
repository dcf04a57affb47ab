import { queryOptions, useQuery } from '@tanstack/react-query';
import { teacherStudentListSchema } from '@/shared/schemas/teacher';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { teacherKeys } from './teacher-keys';

export const listStudents = () => fetchParsed(teacherStudentListSchema, '/api/teacher/students');

export const studentsQueryOptions = () =>
  queryOptions({ queryKey: teacherKeys.students, queryFn: listStudents });

/** GET /api/teacher/students: the students of the teacher's classes, and those classes. */
export const useTeacherStudents = () => useQuery(studentsQueryOptions());
