import type { AbsenceNote } from '../schemas/absence-notes.ts';

const DAYS = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** "2026-12-01" or "2026-12-01 to 2026-12-03". */
export const noteDays = (note: Pick<AbsenceNote, 'from' | 'to'>) =>
  note.from === note.to ? note.from : `${note.from} to ${note.to}`;

/** A period in words: "Mon 09:00–10:00 Grade 5A". */
export const periodWords = (period: AbsenceNote['periods'][number]) =>
  `${DAYS[period.dayOfWeek] ?? ''} ${period.startTime}–${period.endTime} ${period.className}`;

/** A note's periods in words, or 'Whole day'. */
export const notePeriods = (note: Pick<AbsenceNote, 'periods'>) =>
  note.periods.length ? note.periods.map(periodWords).join(', ') : 'Whole day';
