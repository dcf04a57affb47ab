/** School days: the words for a date that is not one (the rule itself is app_school_day_closure in SQL). */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-11-21' → '21 November 2026' (with the weekday: 'Saturday 21 November 2026'). */
export function longDate(date: string, withWeekday = false): string {
  const day = new Date(`${date}T00:00:00Z`);
  const text = `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
  return withWeekday ? `${WEEKDAYS[day.getUTCDay()]} ${text}` : text;
}

/**
 * Why attendance cannot be marked on `date`, from the database's closure ('weekend',
 * 'holiday:<name>', 'out of term'); null when it is a school day.
 */
export function notSchoolDayMessage(date: string, closure: string | null): string | null {
  if (!closure) return null;
  if (closure.startsWith('holiday:')) {
    return `${longDate(date)} is a holiday: ${closure.slice('holiday:'.length)}.`;
  }
  if (closure === 'out of term') {
    return `${longDate(date, true)} is not a school day: it is outside the school's terms.`;
  }
  return `${longDate(date, true)} is not a school day.`;
}
