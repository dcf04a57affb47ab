import { schoolDate } from '@/web/lib/school-date';

/** 'Nov 22': short month and day (the attendance entries). */
export function shortDate(date: string): string {
  return schoolDate(date, { month: 'short', day: 'numeric' });
}

/** "Sam Shah's": the cards' titles name the chosen child. */
export const possessive = (name: string) => `${name}'s`;

/** What the parent screens say when no child is linked to the account yet. */
export const NO_CHILD_LINKED =
  'No child is linked to your account yet. Please contact the school office to link your children.';
