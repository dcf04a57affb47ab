import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceMarkInput, ClassAttendanceSaved } from '@/shared/schemas/attendance';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { attendanceKeys } from './attendance-keys';

export interface SaveClassAttendance {
  classId: string;
  date: string;
  marks: AttendanceMarkInput[];
}

export const saveClassAttendance = ({ classId, date, marks }: SaveClassAttendance) =>
  authorizedFetch<ClassAttendanceSaved>(
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
