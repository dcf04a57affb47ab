import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type GradeInput, letterGradeSchema } from '@/shared/schemas/assignments';
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

/** POST .../grade: the queue and the assignment counts refresh. */
export function useGradeSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gradeSubmission,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assignmentsKeys.gradingQueue }),
        queryClient.invalidateQueries({ queryKey: assignmentsKeys.all }),
      ]),
  });
}
