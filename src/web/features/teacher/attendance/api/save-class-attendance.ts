import type { AttendanceMarkInput } from '@/shared/schemas/attendance';
import { classAttendanceSavedSchema } from '@/shared/schemas/attendance';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useStoringMutation } from '@/web/lib/use-storing-mutation';
import { attendanceKeys } from './attendance-keys';

export interface SaveClassAttendance {
  classId: string;
  date: string;
  marks: AttendanceMarkInput[];
}

export const saveClassAttendance = ({ classId, date, marks }: SaveClassAttendance) =>
  fetchParsed(
    classAttendanceSavedSchema,
    `/api/teacher/classes/${encodeURIComponent(classId)}/attendance/${date}`,
    { method: 'PUT', body: { marks } },
  );

/** PUT /api/teacher/classes/:classId/attendance/:date: the whole class in one request. */
export const useSaveClassAttendance = () =>
  useStoringMutation(
    saveClassAttendance,
    (saved) => attendanceKeys.classDay(saved.classId, saved.date),
    [attendanceKeys.all],
  );
