/** Dates as the parent screens show them, from 'YYYY-MM-DD' without any time zone shift. */
function utcDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

/** 'Nov 22': short month and day (the attendance entries). */
export function shortDate(date: string): string {
  return utcDate(date).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'Nov 22, 2026': due and paid dates. */
export function mediumDate(date: string): string {
  return utcDate(date).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Sam Shah's": the cards' titles name the chosen child. */
export const possessive = (name: string) => `${name}'s`;

/** What the parent screens say when no child is linked to the account yet. */
export const NO_CHILD_LINKED =
  'No child is linked to your account yet. Please contact the school office to link your children.';
