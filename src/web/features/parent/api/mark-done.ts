import { markedDoneSchema } from '@/shared/schemas/parent';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { parentKeys } from './parent-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

export interface SubmissionKey {
  assignmentId: string;
  studentId: string;
}

/** POST /api/parent/submissions/:assignmentId/:studentId/done: the child handed the work in. */
export function markDone({ assignmentId, studentId }: SubmissionKey) {
  return fetchParsed(
    markedDoneSchema,
    `/api/parent/submissions/${encodeURIComponent(assignmentId)}/${encodeURIComponent(studentId)}/done`,
    { method: 'POST' },
  );
}

export function useMarkDone() {
  return useInvalidatingMutation(markDone, [parentKeys.all]);
}
