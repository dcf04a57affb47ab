/** The rows with grade_level as a number (it is read as a smallint); a null stays null. */
export function withNumericGradeLevels<T extends { grade_level: number | null }>(rows: T[]): T[] {
  return rows.map((row) => ({
    ...row,
    grade_level: row.grade_level === null ? null : Number(row.grade_level),
  }));
}
