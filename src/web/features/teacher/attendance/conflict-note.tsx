import { TriangleAlertIcon } from 'lucide-react';
import { ATTENDANCE_STATUS_LABELS } from '@/shared/rules/attendance';
import type { AttendanceConflict } from '@/shared/schemas/attendance';

const taken = (mark: AttendanceConflict['standing'], who: string) =>
  `${ATTENDANCE_STATUS_LABELS[mark.status]} by ${mark.by ?? who}${mark.className ? ` in ${mark.className}` : ''}`;

/** One student's conflict of the day: which mark stands, which was kept aside. */
export function ConflictNote({ conflict }: { conflict: AttendanceConflict }) {
  const standing = taken(conflict.standing, 'another teacher');
  const text = conflict.mine
    ? `Conflict: your mark (${ATTENDANCE_STATUS_LABELS[conflict.other.status]}) was not saved. The first mark, ${standing}, stands; the office has been told.`
    : `Conflict: also marked ${taken(conflict.other, 'another teacher')}. The first mark, ${standing}, stands; the office has been told.`;
  return (
    <p className="flex gap-2 text-sm text-amber-800 sm:col-span-3 dark:text-amber-300">
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
