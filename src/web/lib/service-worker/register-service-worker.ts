/** Where the built service worker is (vite-plugin-pwa writes src/web/sw/sw.ts to /sw.js). */
export const SERVICE_WORKER_URL = '/sw.js';

interface RegisterOptions {
  /** Production builds only: never in Vite's dev server or in tests. */
  enabled?: boolean;
  container?: Pick<ServiceWorkerContainer, 'register'> | undefined;
  win?: Pick<Window, 'addEventListener'>;
  doc?: Pick<Document, 'readyState'>;
}

/**
 * Registers the service worker once the page has loaded, so that its precaching never competes
 * with the first screen's own requests. A browser without service workers, or a refused
 * registration, leaves the app as it is: online only.
 */
export function registerServiceWorker({
  enabled = import.meta.env.PROD,
  container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  win = window,
  doc = document,
}: RegisterOptions = {}): Promise<ServiceWorkerRegistration | null> {
  if (!enabled || !container) return Promise.resolve(null);
  const register = () =>
    container.register(SERVICE_WORKER_URL, { scope: '/', type: 'classic' }).catch(() => null);
  if (doc.readyState === 'complete') return register();
  return new Promise((resolve) => {
    win.addEventListener('load', () => resolve(register()), { once: true });
  });
}
