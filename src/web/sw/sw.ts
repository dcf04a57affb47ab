/**
 * The portal's service worker (built by vite-plugin-pwa, injectManifest): the app shell precached
 * so that later visits start from the cache and the app opens offline, the signed-in user's last
 * answers readable offline (user-cache.ts), and Web Push (push.ts).
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { onNotificationClick, onPush } from './push';
import { networkFirstForUser, userOfJsonRead } from './user-cache';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every screen of the app is index.html (the server's SPA fallback); the API and files are not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/functions\//, /\.[A-Za-z0-9]+$/],
  }),
);

self.addEventListener('fetch', (event) => {
  const user = userOfJsonRead(event.request);
  if (user) event.respondWith(networkFirstForUser(event, event.request, user));
});

self.addEventListener('push', onPush);
self.addEventListener('notificationclick', onNotificationClick);
