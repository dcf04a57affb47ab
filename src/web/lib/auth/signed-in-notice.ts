/** A short message carried in the history state to the screen a signed-in person is sent to. */
export interface NoticeState {
  notice: string;
}

export function noticeOf(state: unknown): string | undefined {
  return typeof state === 'object' &&
    state !== null &&
    'notice' in state &&
    typeof state.notice === 'string'
    ? state.notice
    : undefined;
}

const roleNames: Record<string, string> = {
  admin: 'administrators',
  teacher: 'teachers',
  parent: 'parents',
};

/** Why a signed-in person was turned away from another role's page. */
export function wrongRoleNotice(allowedRoles: readonly string[], role: string): string {
  const who = allowedRoles.map((allowed) => roleNames[allowed] ?? allowed).join(' and ');
  return `That page is for ${who}. You are signed in as a ${role}, so here is your own dashboard.`;
}

/** Why a signed-in person who went to the school code screen (Home) sees their dashboard. */
export function alreadySignedInNotice(fullName: string | null | undefined): string {
  const name = fullName?.trim() || 'User';
  return `You are signed in as ${name}, so Home is your dashboard. To choose another school, sign out first.`;
}

/** History state of the way to / while signing out: / then shows the school code, not a dashboard. */
export const SIGNING_OUT_STATE = { signingOut: true } as const;

export function isSigningOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'signingOut' in state;
}
