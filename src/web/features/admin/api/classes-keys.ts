/** Query keys of Classes & Subjects; a mutation invalidates the keys whose data it changes. */
export const classesKeys = {
  all: ['admin', 'classes'] as const,
  students: (classId: string) => ['admin', 'classes', classId, 'students'] as const,
  timetable: (classId: string) => ['admin', 'classes', classId, 'timetable'] as const,
  subjects: ['admin', 'subjects'] as const,
  teacherOptions: ['admin', 'teacher-options'] as const,
  studentOptions: (filter: { q: string; grade: number | null; page: number }) =>
    ['admin', 'student-options', filter] as const,
};

// One fetcher for every feature (lib/fetch-parsed); kept here for the admin requests' imports.
export { fetchParsed } from '@/web/lib/fetch-parsed';
