import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { assignmentsKeys } from './assignments-keys';

const publishedSchema = z.object({
  id: z.string(),
  status: z.literal('published'),
  submissions: z.number(),
});

export const publishAssignment = (id: string) =>
  fetchParsed(publishedSchema, `/api/teacher/assignments/${id}/publish`, { method: 'POST' });

/** POST /api/teacher/assignments/:id/publish: a draft's Publish button. */
export function usePublishAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishAssignment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentsKeys.all }),
  });
}
