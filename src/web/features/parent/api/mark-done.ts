import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { parentKeys } from './parent-keys';

export interface SubmissionKey {
  assignmentId: string;
  studentId: string;
}

/** POST /api/parent/submissions/:assignmentId/:studentId/done: the child handed the work in. */
export function markDone({ assignmentId, studentId }: SubmissionKey) {
  return authorizedFetch<{ status: 'submitted' }>(
    `/api/parent/submissions/${encodeURIComponent(assignmentId)}/${encodeURIComponent(studentId)}/done`,
    { method: 'POST' },
  );
}

export function useMarkDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markDone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentKeys.all }),
  });
}
