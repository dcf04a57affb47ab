/** Query keys of Mark Attendance; a save invalidates the class's days and the reports. */
export const attendanceKeys = {
  all: ['teacher', 'attendance'] as const,
  classDay: (classId: string, date: string | null) =>
    ['teacher', 'attendance', classId, date ?? 'today'] as const,
  /** Under `all`: a save refreshes the reports too. */
  report: (query: { classId: string; from: string | null; to: string | null }) =>
    ['teacher', 'attendance', 'report', query] as const,
  unmarkedToday: ['teacher', 'attendance', 'unmarked-today'] as const,
  /** Under `all`: a save refreshes the day's flags (marks that contradict a note). */
  absenceNotes: (classId: string, date: string | null) =>
    ['teacher', 'attendance', 'absence-notes', classId, date ?? 'today'] as const,
  absenceSummary: (classId: string) =>
    ['teacher', 'attendance', 'absence-summary', classId] as const,
};
