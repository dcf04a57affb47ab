import { queryOptions, useQuery } from '@tanstack/react-query';
import { teacherTimetableSchema } from '@/shared/schemas/teacher';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { teacherKeys } from './teacher-keys';

export const getTimetable = () => fetchParsed(teacherTimetableSchema, '/api/teacher/timetable');

export const timetableQueryOptions = () =>
  queryOptions({ queryKey: teacherKeys.timetable, queryFn: getTimetable });

/** GET /api/teacher/timetable: the teacher's full week and the school's clock. */
export const useTeacherTimetable = () => useQuery(timetableQueryOptions());
