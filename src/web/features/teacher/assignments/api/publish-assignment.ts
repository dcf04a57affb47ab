import { z } from 'zod';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { assignmentsKeys } from './assignments-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

const publishedSchema = z.object({
  id: z.string(),
  status: z.literal('published'),
  submissions: z.number(),
});

export const publishAssignment = (id: string) =>
  fetchParsed(publishedSchema, `/api/teacher/assignments/${id}/publish`, { method: 'POST' });

/** POST /api/teacher/assignments/:id/publish: a draft's Publish button. */
export function usePublishAssignment() {
  return useInvalidatingMutation(publishAssignment, [assignmentsKeys.all]);
}
