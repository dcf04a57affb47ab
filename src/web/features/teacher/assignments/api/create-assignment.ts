import { z } from 'zod';
import type { AssignmentValues } from '@/shared/schemas/assignments';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { assignmentsKeys } from './assignments-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

const createdSchema = z.object({
  id: z.string(),
  status: z.enum(['draft', 'published']),
  submissions: z.number(),
});

/** JSON, or multipart when a file is attached (the same fields, the file in `file`). */
export function createAssignment({ input, file }: { input: AssignmentValues; file: File | null }) {
  let body: unknown = input;
  if (file) {
    const form = new FormData();
    for (const [key, value] of Object.entries(input)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    form.append('file', file, file.name);
    body = form;
  }
  return fetchParsed(createdSchema, '/api/teacher/assignments', { method: 'POST', body });
}

/** POST /api/teacher/assignments ('Save as Draft' or 'Publish'); the list refreshes. */
export function useCreateAssignment() {
  return useInvalidatingMutation(createAssignment, [assignmentsKeys.all]);
}
