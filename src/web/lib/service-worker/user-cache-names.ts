/** The service worker's cache of one user's last answers is named this, then the user id. */
export const USER_CACHE_PREFIX = 'portal-user-';

/** Set by the service worker on an answer it read from the user's cache (the network failed). */
export const SERVED_FROM_CACHE_HEADER = 'x-portal-offline';
