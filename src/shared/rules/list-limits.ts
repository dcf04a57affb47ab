/** Spec 9: how many rows each list shows. */
export const LIST_LIMITS = {
  adminUsers: 8,
  teacherAssignments: 4,
  feeGradesShown: 3,
  parentAttendance: 6,
  parentHomework: 5,
  parentFees: 6,
} as const;

/** The first `limit` items of a list, in the order given. */
export function firstOf<T>(items: readonly T[], limit: number): T[] {
  return items.slice(0, Math.max(0, limit));
}

/** Spec: the fee list shows the first 3 grades, then '+N more' for the rest. */
export function gradesSummary(
  grades: readonly string[],
  shown: number = LIST_LIMITS.feeGradesShown,
): { shown: string[]; more: string | null } {
  const rest = grades.length - shown;
  return { shown: firstOf(grades, shown), more: rest > 0 ? `+${rest} more` : null };
}
