import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TimetableInput, timetableEntrySchema } from '@/shared/schemas/classes';
import { classesKeys, fetchParsed, refreshClassLists } from './classes-keys';

export const setClassTimetable = ({ classId, input }: { classId: string; input: TimetableInput }) =>
  fetchParsed(
    timetableEntrySchema.array(),
    `/api/admin/classes/${encodeURIComponent(classId)}/timetable`,
    { method: 'PUT', body: input },
  );

/** PUT /api/admin/classes/:id/timetable with the class's whole week. */
export function useSetClassTimetable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClassTimetable,
    onSuccess: (entries, { classId }) => {
      queryClient.setQueryData(classesKeys.timetable(classId), entries);
      // The class lists show the schedule computed from the timetable.
      return refreshClassLists(queryClient);
    },
  });
}
