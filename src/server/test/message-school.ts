import { sectionSchool } from './section-school.ts';

/** A school of two classes: Sam and Dana in 10A (teacher), Carl in 11A (teacher2). */
export const messageSchool = (code: string) =>
  sectionSchool(code, { 'Sam Able': 10, 'Carl Cook': 11, 'Dana Dell': 10 });
