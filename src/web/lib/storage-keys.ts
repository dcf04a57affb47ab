/** localStorage keys; the E2E sign-in fixture writes the same keys. */
export const SESSION_STORAGE_KEY = 'school-portal.session';
export const TENANT_STORAGE_KEY = 'school-portal.tenant';
