import type { QueryClient } from '@tanstack/react-query';

/** Query keys of Classes & Subjects; a mutation invalidates the keys whose data it changes. */
export const classesKeys = {
  all: ['admin', 'classes'] as const,
  /** The Classes page's pages (under `all`: a create, edit or delete refreshes them). */
  pages: ['admin', 'classes', 'page'] as const,
  students: (classId: string) => ['admin', 'classes', classId, 'students'] as const,
  timetable: (classId: string) => ['admin', 'classes', classId, 'timetable'] as const,
  subjects: ['admin', 'subjects'] as const,
  teacherOptions: ['admin', 'teacher-options'] as const,
  studentOptions: (filter: { q: string; grade: number | null; page: number }) =>
    ['admin', 'student-options', filter] as const,
};

/** Both class lists (the dashboard card's and the Classes page's pages), after a change to a class. */
export const refreshClassLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: classesKeys.all, exact: true }),
    queryClient.invalidateQueries({ queryKey: classesKeys.pages }),
  ]);

// One fetcher for every feature (lib/fetch-parsed); kept here for the admin requests' imports.
export { fetchParsed } from '@/web/lib/fetch-parsed';
