/**
 * The questions about the school's data that the db provider answers (offline, no model): each a
 * recognised form with its parameters. Anything else gets an honest "I can answer questions about …".
 */
export type AttendancePeriod = 'today' | 'this week' | 'this month' | 'last month';

export type DbIntent =
  | { kind: 'count'; what: 'students' | 'teachers' | 'parents' | 'classes' }
  | { kind: 'class-sizes' }
  | { kind: 'fees-due' }
  | { kind: 'attendance'; period: AttendancePeriod }
  | { kind: 'timetable-today' }
  | { kind: 'homework-due' };

export const DB_TOPICS =
  'the number of students, teachers, parents or classes; how many students are in each class; fees due; attendance (today, this week, this month or last month); today’s timetable; and homework due';

export const NOT_UNDERSTOOD = `I can only answer questions about the school's data on these topics: ${DB_TOPICS}. For example: “How many students are in my class?” or “Which fees are due?”`;

const has = (text: string, pattern: RegExp) => pattern.test(text);

function period(text: string): AttendancePeriod {
  if (has(text, /\btoday\b/)) return 'today';
  if (has(text, /\b(this|current) week\b|\bweekly\b/)) return 'this week';
  if (has(text, /\b(last|previous|past) month\b/)) return 'last month';
  return 'this month';
}

/** The intent of a question, or null when it is none of the recognised forms. */
export function recogniseIntent(question: string): DbIntent | null {
  const text = question.toLowerCase();
  if (has(text, /\b(homework|assignments?)\b/)) return { kind: 'homework-due' };
  if (has(text, /\b(fees?|owe|owed|owing|balance|tuition|outstanding)\b/))
    return { kind: 'fees-due' };
  if (has(text, /\b(attendance|absen(t|ces?)|present|late|missed school)\b/)) {
    return { kind: 'attendance', period: period(text) };
  }
  if (has(text, /\b(timetable|schedule|lessons?|periods?)\b/) || has(text, /\bclasses today\b/)) {
    return { kind: 'timetable-today' };
  }
  const counting = has(text, /\b(how many|number of|count|total)\b/);
  if (counting && has(text, /\bstudents?|pupils?|children|kids\b/)) {
    return has(text, /\b(class|classes)\b/)
      ? { kind: 'class-sizes' }
      : { kind: 'count', what: 'students' };
  }
  if (counting && has(text, /\bteachers?|staff\b/)) return { kind: 'count', what: 'teachers' };
  if (counting && has(text, /\bparents?|families|guardians?\b/))
    return { kind: 'count', what: 'parents' };
  if (counting && has(text, /\bclass(es)?\b/)) return { kind: 'count', what: 'classes' };
  return null;
}
