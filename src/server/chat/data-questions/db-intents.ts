import { addDays } from '@/shared/rules/dates.ts';

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
  | { kind: 'homework-due' }
  | { kind: 'who-teaches'; subject: string | null; className: string | null }
  | { kind: 'class-attendance'; className: string | null; day: DaySpec; absentOnly: boolean };

/** A day named in a question; `resolveDay` turns it into a date of the school's calendar. */
export type DaySpec =
  | { kind: 'date'; date: string }
  | { kind: 'month-day'; month: number; day: number }
  | { kind: 'today' }
  | { kind: 'yesterday' }
  | { kind: 'weekday'; dow: number };

export const DB_TOPICS =
  'the number of students, teachers, parents or classes; how many students are in each class; fees due; attendance (today, this week, this month or last month), or of a class on a day; who teaches a subject; today’s timetable; and homework due';

export const NOT_UNDERSTOOD = `I can only answer questions about the school's data on these topics: ${DB_TOPICS}. For example: “How many students are in my class?”, “Who teaches Physics?”, “Who was absent in Grade 10A yesterday?” or “Which fees are due?”`;

const has = (text: string, pattern: RegExp) => pattern.test(text);

function period(text: string): AttendancePeriod {
  if (has(text, /\btoday\b/)) return 'today';
  if (has(text, /\b(this|current) week\b|\bweekly\b/)) return 'this week';
  if (has(text, /\b(last|previous|past) month\b/)) return 'last month';
  return 'this month';
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** "Grade 10A", "class 10-b", "10A" → "10A"; null when the question names no class. */
export function className(text: string): string | null {
  const found =
    /\b(?:grade|class|year|form)\s*(\d{1,2})-?([a-z]{1,2})\b/i.exec(text) ??
    /\b(\d{1,2})-?([a-z])\b/i.exec(text);
  if (!found) return null;
  const grade = Number(found[1]);
  return grade >= 1 && grade <= 12 ? `${grade}${found[2]!.toUpperCase()}` : null;
}

/** A particular day the question names (a date, yesterday, a weekday), or today if it says so. */
export function namedDay(text: string): DaySpec | null {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  const realDate = (date: string) => {
    const parsed = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && isoDate(parsed) === date;
  };
  if (iso && realDate(iso[0])) return { kind: 'date', date: iso[0] };
  const dayMonth = new RegExp(
    String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}(?:\s+(\d{4}))?\b`,
    'i',
  ).exec(text);
  const monthDay = new RegExp(
    String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4})\b)?`,
    'i',
  ).exec(text);
  const parts = dayMonth
    ? { day: dayMonth[1], month: dayMonth[2], year: dayMonth[3] }
    : monthDay
      ? { day: monthDay[2], month: monthDay[1], year: monthDay[3] }
      : null;
  if (parts) {
    const month = MONTHS.indexOf(parts.month!.toLowerCase().slice(0, 3)) + 1;
    const day = Number(parts.day);
    if (day >= 1 && day <= 31) {
      if (!parts.year) return { kind: 'month-day', month, day };
      const date = `${parts.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      if (realDate(date)) return { kind: 'date', date };
    }
  }
  if (/\byesterday\b/i.test(text)) return { kind: 'yesterday' };
  const weekday =
    /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri)\b/i.exec(
      text,
    );
  if (weekday) {
    const dow =
      WEEKDAYS.findIndex((name) => name.startsWith(weekday[1]!.toLowerCase().slice(0, 3))) + 1;
    return { kind: 'weekday', dow };
  }
  if (/\btoday\b/i.test(text)) return { kind: 'today' };
  return null;
}

/**
 * The date a DaySpec means, seen from the school's `today` (YYYY-MM-DD): a weekday or a day of a
 * month without a year is the last such day, today included.
 */
export function resolveDay(day: DaySpec, today: string): string {
  const now = new Date(`${today}T00:00:00Z`);
  switch (day.kind) {
    case 'date':
      return day.date;
    case 'today':
      return today;
    case 'yesterday':
      return addDays(today, -1);
    case 'weekday': {
      const back = (((now.getUTCDay() + 6) % 7) + 1 - day.dow + 7) % 7;
      return addDays(today, -back);
    }
    case 'month-day': {
      let year = now.getUTCFullYear();
      const on = (y: number) => new Date(Date.UTC(y, day.month - 1, day.day));
      if (on(year) > now) year -= 1;
      return isoDate(on(year));
    }
  }
}

/** The subject of "who teaches Physics (in 10A)?" or "who is the maths teacher?"; null: any. */
function whoTeaches(text: string): { subject: string | null } | null {
  const found =
    /\bwho\s+(?:teaches|is teaching|takes|will teach)\b(.*)$/i.exec(text) ??
    /\bwho(?:'s|’s|\s+is|\s+are)\s+(.*?)\s*\bteachers?\b/i.exec(text) ??
    /\bteachers?\s+(?:of|for)\b(.*)$/i.exec(text);
  if (!found) return null;
  const subject = found[1]!
    .replace(/\b(?:(?:in|for|of)\s+)?(?:(?:grade|class|year|form)\s*)?\d{1,2}-?[a-z]{0,2}\b/gi, ' ')
    .replace(/[?.!,;:]/g, ' ')
    .replace(
      /\b(?:the|my|our|a|an|subject|class|classes|child|children|son|daughter|kids?|currently|now|here|at school|this year)\b|['’]s\b/gi,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
  return { subject: subject || null };
}

/** The intent of a question, or null when it is none of the recognised forms. */
export function recogniseIntent(question: string): DbIntent | null {
  const text = question.toLowerCase();
  const teaches = whoTeaches(question);
  if (teaches) return { kind: 'who-teaches', ...teaches, className: className(question) };
  if (has(text, /\b(homework|assignments?)\b/)) return { kind: 'homework-due' };
  if (has(text, /\b(fees?|owe|owed|owing|balance|tuition|outstanding)\b/))
    return { kind: 'fees-due' };
  if (has(text, /\b(attendance|absen(t|ces?)|present|late|missed school)\b/)) {
    const klass = className(question);
    const day = namedDay(question);
    // A class over a week or a month is the period form (of the caller's own rows).
    const overPeriod = !day && has(text, /\b(week|weekly|month)\b/);
    if ((klass && !overPeriod) || (day && day.kind !== 'today')) {
      return {
        kind: 'class-attendance',
        className: klass,
        day: day ?? { kind: 'today' },
        absentOnly: has(text, /\b(absent|absen(ces?|tees?)|missing|missed)\b/),
      };
    }
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
