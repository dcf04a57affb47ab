import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceMarkInput } from '@/shared/schemas/attendance';
import { classAttendanceSavedSchema } from '@/shared/schemas/attendance';
import { fetchParsed } from '@/web/lib/fetch-parsed';
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
export function useSaveClassAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClassAttendance,
    onSuccess: (saved) => {
      queryClient.setQueryData(attendanceKeys.classDay(saved.classId, saved.date), saved);
      return queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
    },
  });
}
