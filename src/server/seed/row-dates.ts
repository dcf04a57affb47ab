import { derivedInt } from './derive.ts';
import { createdAt } from './history-year.ts';
import type { School } from './school-types.ts';

/**
 * When a row of the school's year came to be (history-year.ts), as its created_at; undefined (the
 * column's default, now()) for a school without a year.
 */
export function createdOf(school: School, id: string, on?: string): string | undefined {
  const year = school.year;
  if (!year) return undefined;
  const date = on ?? year.history.createdOn[id] ?? year.history.setup;
  return createdAt(date, year.today, derivedInt(id));
}

/** The later of two rows' creation (a link exists once both ends do). */
export function createdOfBoth(school: School, a: string, b: string): string | undefined {
  const first = createdOf(school, a);
  const second = createdOf(school, b);
  return first && second && second > first ? second : first;
}
