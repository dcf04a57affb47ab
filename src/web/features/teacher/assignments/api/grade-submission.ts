import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type GradeInput,
  letterGradeSchema,
  type QueuedSubmission,
} from '@/shared/schemas/assignments';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { assignmentsKeys } from './assignments-keys';

const gradedSchema = z.object({
  status: z.literal('graded'),
  grade: letterGradeSchema,
  comment: z.string().nullable(),
});

export const gradeSubmission = ({
  assignmentId,
  studentId,
  input,
}: {
  assignmentId: string;
  studentId: string;
  input: GradeInput;
}) =>
  fetchParsed(gradedSchema, `/api/teacher/submissions/${assignmentId}/${studentId}/grade`, {
    method: 'POST',
    body: input,
  });

/**
 * POST .../grade: the graded piece leaves the queue at once, from the grade's own answer (the queue
 * holds only work waiting for a grade), and the assignment counts refresh in the background.
 */
export function useGradeSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gradeSubmission,
    onSuccess: (_graded, { assignmentId, studentId }) => {
      queryClient.setQueryData<QueuedSubmission[]>(assignmentsKeys.gradingQueue, (queue) =>
        queue?.filter((item) => item.assignmentId !== assignmentId || item.studentId !== studentId),
      );
      void queryClient.invalidateQueries({ queryKey: assignmentsKeys.all });
    },
  });
}
