/** localStorage keys; the E2E sign-in fixture writes the same keys. */
export const SESSION_STORAGE_KEY = 'school-portal.session';
export const TENANT_STORAGE_KEY = 'school-portal.tenant';
/** The id of the user whose stored session came from a recovery link and needs a new password. */
export const RECOVERY_STORAGE_KEY = 'school-portal.password-recovery';
