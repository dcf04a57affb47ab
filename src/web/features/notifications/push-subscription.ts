import { fetchPushKey, postPushSubscription } from './api/notifications-api';

/** Whether this browser can take push at all (a service worker and the Push API). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

const fromBase64Url = (text: string) => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
};

/**
 * Turns push on in this browser: the app's service worker (the PWA's) subscribes with the server's
 * VAPID key and the subscription is saved for the signed-in person. Rejects with words to show
 * when there is no service worker, permission is refused, or the server has no push.
 */
export async function turnOnPush(): Promise<void> {
  if (!pushSupported()) throw new Error('Push notifications are not available in this browser.');
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000)),
  ]);
  if (!registration) {
    throw new Error('Push notifications are not available: the app is not installed here yet.');
  }
  const { publicKey } = await fetchPushKey();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: fromBase64Url(publicKey),
  });
  await postPushSubscription(subscription.toJSON());
}
