import { queryOptions, useQuery } from '@tanstack/react-query';
import { timetableEntrySchema } from '@/shared/schemas/classes';
import { classesKeys, fetchParsed } from './classes-keys';

export const getClassTimetable = (classId: string) =>
  fetchParsed(
    timetableEntrySchema.array(),
    `/api/admin/classes/${encodeURIComponent(classId)}/timetable`,
  );

export const classTimetableQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: classesKeys.timetable(classId),
    queryFn: () => getClassTimetable(classId),
  });

/** GET /api/admin/classes/:id/timetable */
export const useClassTimetable = (classId: string) => useQuery(classTimetableQueryOptions(classId));
