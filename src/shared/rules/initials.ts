function firstTwoLetters(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, 2).toUpperCase();
}

/** Spec 2: the avatar shows the first two letters of the full name, or 'U'. */
export function userInitials(fullName: string | null | undefined): string {
  return firstTwoLetters(fullName) || 'U';
}

/** Spec 2: without a logo the sidebar shows the first two letters of the school name, or 'SX'. */
export function schoolInitials(schoolName: string | null | undefined): string {
  return firstTwoLetters(schoolName) || 'SX';
}
