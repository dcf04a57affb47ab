/** Query keys of the teacher's own screens. */
export const teacherKeys = {
  dashboard: ['teacher', 'dashboard'] as const,
  timetable: ['teacher', 'timetable'] as const,
  classes: ['teacher', 'classes'] as const,
  students: ['teacher', 'students'] as const,
  student: (id: string) => ['teacher', 'students', id] as const,
};
