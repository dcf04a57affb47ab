/** Query keys of Mark Attendance; a save invalidates the class's days and the reports. */
export const attendanceKeys = {
  classes: ['teacher', 'classes'] as const,
  all: ['teacher', 'attendance'] as const,
  classDay: (classId: string, date: string | null) =>
    ['teacher', 'attendance', classId, date ?? 'today'] as const,
};
