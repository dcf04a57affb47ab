/**
 * Web Push (issue 20, item 7): the server sends `{ title, body, url, tag }` as JSON; the worker
 * shows it, and a click opens `url` in a window of the app (an open one if there is).
 */
declare const self: ServiceWorkerGlobalScope;

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The portal's own icon: the worker does not know the school a push is about. */
const ICON = '/api/web-app/icons/192.png';
const FALLBACK: PushPayload = { title: 'School Portal', body: '', url: '/', tag: 'portal' };

/** Reads a push's JSON; anything missing takes a plain default, and `url` stays on this origin. */
export function readPushPayload(text: string | null): PushPayload {
  let raw: Partial<Record<keyof PushPayload, unknown>> = {};
  try {
    raw = text ? (JSON.parse(text) as typeof raw) : {};
  } catch {
    raw = { body: text ?? '' };
  }
  const field = (name: keyof PushPayload) =>
    typeof raw[name] === 'string' && raw[name] ? (raw[name] as string) : FALLBACK[name];
  return {
    title: field('title'),
    body: field('body'),
    url: sameOriginPath(field('url')),
    tag: field('tag'),
  };
}

/** A path of this origin; a link elsewhere opens the app's home instead. */
export function sameOriginPath(url: string): string {
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin
      ? `${target.pathname}${target.search}${target.hash}`
      : '/';
  } catch {
    return '/';
  }
}

export function onPush(event: PushEvent): void {
  const payload = readPushPayload(event.data?.text() ?? null);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      data: { url: payload.url },
      icon: ICON,
      badge: ICON,
    }),
  );
}

async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(url).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}

export function onNotificationClick(event: NotificationEvent): void {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = sameOriginPath(typeof data?.url === 'string' ? data.url : '/');
  event.waitUntil(openApp(url));
}
