/** Query keys of Assignments & Notes and the grading queue. */
export const assignmentsKeys = {
  all: ['teacher', 'assignments'] as const,
  options: ['teacher', 'assignments', 'options'] as const,
  gradingQueue: ['teacher', 'grading-queue'] as const,
};
