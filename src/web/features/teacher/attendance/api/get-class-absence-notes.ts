import { queryOptions, useQuery } from '@tanstack/react-query';
import { classAbsenceNotesSchema } from '@/shared/schemas/absence-notes';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { attendanceKeys } from './attendance-keys';

/** `date` null: the school's today. */
export const getClassAbsenceNotes = (classId: string, date: string | null) =>
  fetchParsed(
    classAbsenceNotesSchema,
    `/api/teacher/classes/${encodeURIComponent(classId)}/absence-notes${date ? `?date=${date}` : ''}`,
  );

export const classAbsenceNotesQuery = (classId: string, date: string | null) =>
  queryOptions({
    queryKey: attendanceKeys.absenceNotes(classId, date),
    queryFn: () => getClassAbsenceNotes(classId, date),
  });

/** GET /api/teacher/classes/:classId/absence-notes?date: the day's notes and flagged marks. */
export const useClassAbsenceNotes = (classId: string | null, date: string | null) =>
  useQuery({ ...classAbsenceNotesQuery(classId ?? '', date), enabled: Boolean(classId) });
