import { addDays } from '@/shared/rules/dates.ts';
import { daysInMonth, schoolYearOf } from '@/shared/rules/fee-schedule.ts';
import { termContaining, termsOf } from '@/shared/rules/terms.ts';
import type { Token } from './ask-words.ts';

/**
 * The day or period a question names, read from its tokens and resolved against the school's
 * today (the one school clock: app_school_today(), passed in) and the school's terms. A weekday or
 * a day of a month without a year looks back for past things (attendance, grades: the last such
 * day, today included) and ahead for coming ones (homework due, meetings, the timetable).
 */
export interface When {
  from: string;
  to: string;
  /** How an answer names it: 'Wednesday 2026-11-18', 'this month (2026-11-01 to 2026-11-24)'. */
  label: string;
  /** One day (a date), not a period. */
  day: boolean;
}

export type Direction = 'past' | 'future';

export interface Term {
  name: string;
  start: string;
  end: string;
}

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** ISO weekday 1 (Monday) … 7 of a date. */
export const isoWeekday = (date: string) =>
  ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

export const dayLabel = (date: string) => `${WEEKDAY_NAMES[isoWeekday(date) - 1]} ${date}`;

const pad = (n: number) => String(n).padStart(2, '0');
const realDate = (y: number, m: number, d: number) =>
  m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m) ? `${y}-${pad(m)}-${pad(d)}` : null;

function weekdayOf(word: string): number | null {
  const found =
    /^(mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?s?$/.exec(
      word,
    );
  if (!found) return null;
  return ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].indexOf(found[1]!.slice(0, 3)) + 1;
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 1 … 12 for a month's name or its short form ('nov', 'sept'); null otherwise. */
function monthOf(word: string): number | null {
  if (word.length < 3) return null;
  const index = MONTHS.indexOf(word.slice(0, 3));
  if (index < 0) return null;
  return MONTH_NAMES[index]!.startsWith(word) || word === 'sept' ? index + 1 : null;
}

const ordinal = (word: string) => {
  const found = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(word);
  return found ? Number(found[1]) : null;
};

const span = (from: string, to: string, label: string): When => ({
  from,
  to,
  label: from === to ? `${label} (${dayLabel(from)})` : `${label} (${from} to ${to})`,
  day: false,
});
const oneDay = (date: string): When => ({ from: date, to: date, label: dayLabel(date), day: true });

function mondayOf(date: string) {
  return addDays(date, -(isoWeekday(date) - 1));
}

function monthSpan(year: number, month: number) {
  return {
    from: `${year}-${pad(month)}-01`,
    to: `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`,
  };
}

/** Tokens read at `i`: what they name and how many were used; null when nothing. */
type Reader = (words: string[], i: number) => { when: When; used: number } | null;

/** 'since September', 'since Monday': from the day or period named up to today. */
function sinceStart(before: string | undefined, when: When, today: string): When {
  if (before !== 'since' || when.from >= today) return when;
  const named = when.day ? when.label : when.label.replace(/ \(.*\)$/, '');
  return span(when.from, today, `since ${named}`);
}

export function readWhen(
  tokens: readonly Token[],
  today: string,
  direction: Direction,
  terms: readonly Term[] = [],
): { when: When; used: Set<number> } | null {
  const words = tokens.map((t) => t.word);
  const [year, month] = today.split('-').map(Number) as [number, number];

  const nearestWeekday = (dow: number, which: 'last' | 'next' | 'this' | null) => {
    if (which === 'this') return addDays(mondayOf(today), dow - 1);
    const delta = (isoWeekday(today) - dow + 7) % 7;
    if (which === 'last' || (which === null && direction === 'past'))
      return addDays(today, which === 'last' && delta === 0 ? -7 : -delta);
    const ahead = (dow - isoWeekday(today) + 7) % 7;
    return addDays(today, which === 'next' && ahead === 0 ? 7 : ahead);
  };
  const monthDay = (m: number, d: number, y: number | null) => {
    if (y !== null) return realDate(y, m, d);
    const here = realDate(year, m, d);
    if (!here) return null;
    if (direction === 'past' && here > today) return realDate(year - 1, m, d);
    if (direction === 'future' && here < addDays(today, -7)) return realDate(year + 1, m, d);
    return here;
  };
  const termsKnown = terms.length > 0 ? terms : termsOf(today);

  const readers: Reader[] = [
    (w, i) => {
      const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(w[i]!);
      const date = iso && realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
      return date ? { when: oneDay(date), used: 1 } : null;
    },
    (w, i) => {
      const slash = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(w[i]!);
      if (!slash) return null;
      const [a, b] = [Number(slash[1]), Number(slash[2])];
      const y = slash[3] ? Number(slash[3].length === 2 ? `20${slash[3]}` : slash[3]) : null;
      const [d, m] = b > 12 ? [b, a] : [a, b];
      const date = monthDay(m, d, y);
      return date ? { when: oneDay(date), used: 1 } : null;
    },
    (w, i) => {
      // 17 November (2026), 17th of Nov
      const d = ordinal(w[i]!);
      const of = w[i + 1] === 'of' ? 1 : 0;
      const m = w[i + 1 + of] ? monthOf(w[i + 1 + of]!) : null;
      if (d === null || m === null) return null;
      const y = /^\d{4}$/.test(w[i + 2 + of] ?? '') ? Number(w[i + 2 + of]) : null;
      const date = monthDay(m, d, y);
      return date ? { when: oneDay(date), used: 2 + of + (y ? 1 : 0) } : null;
    },
    (w, i) => {
      // November 17(th) (2026), or a month alone: in October
      const m = monthOf(w[i]!);
      if (m === null) return null;
      const d = w[i + 1] ? ordinal(w[i + 1]!) : null;
      if (d !== null && d >= 1 && d <= 31) {
        const y = /^\d{4}$/.test(w[i + 2] ?? '') ? Number(w[i + 2]) : null;
        const date = monthDay(m, d, y);
        return date ? { when: oneDay(date), used: 2 + (y ? 1 : 0) } : null;
      }
      if (w[i] === 'may' && !['in', 'of', 'during', 'since', 'for'].includes(w[i - 1] ?? ''))
        return null;
      const y = /^\d{4}$/.test(w[i + 1] ?? '')
        ? Number(w[i + 1])
        : direction === 'past' && m > month
          ? year - 1
          : direction === 'future' && m < month
            ? year + 1
            : year;
      const { from, to } = monthSpan(y, m);
      const name = w[i]!.charAt(0).toUpperCase() + w[i]!.slice(1);
      return { when: span(from, to, `${name} ${y}`), used: /^\d{4}$/.test(w[i + 1] ?? '') ? 2 : 1 };
    },
    (w, i) => {
      const relative: Record<string, number> = { today: 0, tonight: 0, yesterday: -1, tomorrow: 1 };
      if (w[i] === 'day' && w[i + 1] === 'before' && w[i + 2] === 'yesterday')
        return { when: oneDay(addDays(today, -2)), used: 3 };
      if (w[i]! in relative) return { when: oneDay(addDays(today, relative[w[i]!]!)), used: 1 };
      return null;
    },
    (w, i) => {
      const which = ['last', 'next', 'this', 'coming', 'past', 'previous'].includes(w[i]!)
        ? w[i]!
        : null;
      const at = which ? i + 1 : i;
      // 'sat', 'sun', 'wed' are words too: as days only written as names or after on/last/next.
      const plain =
        w[at] && (w[at].length >= 6 || which || tokens[at]?.capital || w[at - 1] === 'on');
      const dow = plain ? weekdayOf(w[at]!) : null;
      if (dow !== null) {
        const kind =
          which === 'last' || which === 'past' || which === 'previous'
            ? 'last'
            : which === 'next' || which === 'coming'
              ? 'next'
              : which === 'this'
                ? 'this'
                : null;
        return { when: oneDay(nearestWeekday(dow, kind)), used: at - i + 1 };
      }
      if (!which) return null;
      const noun = w[at];
      const back = which === 'last' || which === 'past' || which === 'previous';
      const ahead = which === 'next' || which === 'coming';
      const n = /^\d{1,3}$/.test(noun ?? '') ? Number(noun) : null;
      if (n !== null && /^(days?|weeks?|months?)$/.test(w[at + 1] ?? '')) {
        const days =
          n * (w[at + 1]!.startsWith('week') ? 7 : w[at + 1]!.startsWith('month') ? 30 : 1);
        const from = back ? addDays(today, -(days - 1)) : today;
        const to = back ? today : addDays(today, days - 1);
        return { when: span(from, to, `the ${back ? 'last' : 'next'} ${n} ${w[at + 1]}`), used: 3 };
      }
      if (noun === 'week') {
        const monday = addDays(mondayOf(today), back ? -7 : ahead ? 7 : 0);
        return {
          when: span(monday, addDays(monday, 6), `${back ? 'last' : ahead ? 'next' : 'this'} week`),
          used: 2,
        };
      }
      if (noun === 'month') {
        const m = ((month - 1 + (back ? -1 : ahead ? 1 : 0) + 12) % 12) + 1;
        const y = back && month === 1 ? year - 1 : ahead && month === 12 ? year + 1 : year;
        const { from, to } = monthSpan(y, m);
        return {
          when: span(from, to, `${back ? 'last' : ahead ? 'next' : 'this'} month`),
          used: 2,
        };
      }
      if (noun === 'term' || noun === 'semester') {
        const current = termContaining(termsKnown as never, today);
        const sorted = [...termsKnown].sort((a, b) => a.start.localeCompare(b.start));
        const index = current
          ? sorted.indexOf(current as never)
          : sorted.findIndex((t) => t.start > today);
        const term = back ? sorted[index - 1] : ahead ? sorted[index + 1] : current;
        if (!term) return null;
        return {
          when: span(
            term.start,
            term.end,
            `${which === 'this' ? 'this' : back ? 'last' : 'next'} term, ${term.name}`,
          ),
          used: 2,
        };
      }
      if (noun === 'year' || (noun === 'school' && w[at + 1] === 'year')) {
        const { start, end } = schoolYearOf(back ? addDays(schoolYearOf(today).start, -1) : today);
        return {
          when: span(start, end, `${back ? 'last' : 'this'} school year`),
          used: noun === 'year' ? 2 : 3,
        };
      }
      return null;
    },
    (w, i) => {
      if (w[i] === 'recently' || (w[i] === 'so' && w[i + 1] === 'far' && w[i + 2] !== 'this')) {
        const used = w[i] === 'recently' ? 1 : 2;
        return { when: span(addDays(today, -29), today, 'the last 30 days'), used };
      }
      if (w[i] === 'weekly' || (w[i] === 'monthly' && direction === 'past')) {
        const days = w[i] === 'weekly' ? 7 : 30;
        return { when: span(addDays(today, 1 - days), today, `the last ${days} days`), used: 1 };
      }
      return null;
    },
  ];

  for (let i = 0; i < words.length; i += 1) {
    for (const read of readers) {
      const found = read(words, i);
      if (found) {
        const used = new Set(Array.from({ length: found.used }, (_, k) => i + k));
        if (words[i - 1] === 'on' || words[i - 1] === 'for' || words[i - 1] === 'since')
          used.add(i - 1);
        return { when: sinceStart(words[i - 1], found.when, today), used };
      }
    }
  }
  return null;
}
