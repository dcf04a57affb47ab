import type { z } from 'zod';
import { AppError } from '@/shared/errors';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import type { ApiRequest } from '@/web/lib/api-client';

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

/** authorizedFetch, then the answer checked against the shared schema. */
export async function fetchParsed<S extends z.ZodType>(
  schema: S,
  path: string,
  request: Omit<ApiRequest, 'accessToken'> = {},
): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await authorizedFetch(path, request));
  if (!parsed.success)
    throw new AppError('INTERNAL', 'The server sent an answer it could not read');
  return parsed.data;
}
