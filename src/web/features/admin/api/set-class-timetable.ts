import { type TimetableInput, timetableEntrySchema } from '@/shared/schemas/classes';
import { useStoringMutation } from '@/web/lib/use-storing-mutation';
import { classesKeys, fetchParsed, refreshClassLists } from './classes-keys';

export const setClassTimetable = ({ classId, input }: { classId: string; input: TimetableInput }) =>
  fetchParsed(
    timetableEntrySchema.array(),
    `/api/admin/classes/${encodeURIComponent(classId)}/timetable`,
    { method: 'PUT', body: input },
  );

/** PUT /api/admin/classes/:id/timetable with the class's whole week. */
export const useSetClassTimetable = () =>
  useStoringMutation(
    setClassTimetable,
    (_entries, { classId }) => classesKeys.timetable(classId),
    // The class lists show the schedule computed from the timetable.
    refreshClassLists,
  );
