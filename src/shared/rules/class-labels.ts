/**
 * How the screens label a grade and a student's class, each written once here: the server's
 * answers carry the grade and section (the parent statements included), and the label is made
 * from them on either side.
 */

/** A grade of the school: 'Grade 3' (fee structures, grade filters, receipts). */
export const gradeLabel = (grade: number) => `Grade ${grade}`;

/** A student's class, their grade and section: 'Grade 3A'. */
export const studentClassLabel = (gradeLevel: number, section: string) =>
  `${gradeLabel(gradeLevel)}${section}`;
