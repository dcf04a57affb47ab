/**
 * Whether the app is offline: the browser says so (navigator.onLine), or the last request to the
 * server failed to reach it or was answered from the service worker's cache of the user's last
 * answers. A request that reaches the server again, or the browser's 'online', clears it.
 */
type Listener = () => void;

let unreachable = false;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

/** Called by the API client after each request: did it reach the server? */
export function reportServerReached(reached: boolean): void {
  if (unreachable !== reached) return;
  unreachable = !reached;
  notify();
}

export function isOffline(): boolean {
  return unreachable || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

const onOnline = () => {
  unreachable = false;
  notify();
};

/** For useSyncExternalStore: told of every change, including the browser's online and offline. */
export function subscribeToConnection(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', notify);
    }
  };
}
