/** localStorage keys; the E2E sign-in fixture writes the same keys. */
export const SESSION_STORAGE_KEY = 'school-portal.session';
export const TENANT_STORAGE_KEY = 'school-portal.tenant';
/** The id of the user whose stored session came from a recovery link and needs a new password. */
export const RECOVERY_STORAGE_KEY = 'school-portal.password-recovery';
/** The child a parent last chose on their dashboard (per user: the key ends with the user id). */
export const PARENT_CHILD_STORAGE_KEY = 'school-portal.parent-child';

/** Whether a `storage` event's key is one of the session's (null: the storage was cleared). */
export const isSessionKey = (key: string | null) =>
  key === null || key === SESSION_STORAGE_KEY || key === RECOVERY_STORAGE_KEY;
