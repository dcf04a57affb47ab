import { Navigate, type RouteObject } from 'react-router';
import { menuForRole } from '@/shared/rules/role-menus';
import type { PortalRole } from '@/shared/schemas/auth';
import { type Lazy, lazyPage } from './lazy-page';
import { RouteGuard } from './route-guard';

/** The signed-in layout (sidebar, top bar), a lazy chunk of its own. */
export const layout = lazyPage(
  () => import('./layout/authenticated-layout'),
  'AuthenticatedLayout',
);

/** Messages: one screen, the same for each role (its menu target /{role}/messages). */
export const messagesPage = lazyPage(
  () => import('@/web/features/messages/messages-page'),
  'MessagesPage',
);

const comingSoon = lazyPage(
  () => import('@/web/features/coming-soon/coming-soon-page'),
  'ComingSoonPage',
);

/** The browser tab's screen name of each dashboard (the top bar keeps 'Dashboard', spec 2). */
const DASHBOARD_TITLES = {
  admin: 'Admin Dashboard',
  teacher: 'Teacher Dashboard',
  parent: 'Parent Dashboard',
} as const;

/**
 * A role's own routes: its dashboard, and every other menu target of that role inside the layout.
 * `pages` gives a menu target (path under the role, such as 'classes') its own lazy screen; the
 * others say they are coming soon. `extra` adds routes that are no menu target (a receipt).
 */
export function roleRoute(
  role: PortalRole,
  dashboard: Lazy,
  extra: RouteObject[] = [],
  pages: Partial<Record<string, Lazy>> = {},
): RouteObject {
  const base = `/${role}/`;
  const otherTargets = menuForRole(role).filter(
    (item) => item.url.startsWith(base) && item.url !== `${base}dashboard`,
  );
  return {
    path: `/${role}`,
    element: <RouteGuard allowedRoles={[role]} />,
    children: [
      {
        lazy: layout,
        children: [
          { index: true, element: <Navigate to={`${base}dashboard`} replace /> },
          { path: 'dashboard', handle: { title: DASHBOARD_TITLES[role] }, lazy: dashboard },
          ...otherTargets.map((item) => {
            const path = item.url.slice(base.length);
            return { path, handle: { title: item.title }, lazy: pages[path] ?? comingSoon };
          }),
          ...extra,
        ],
      },
    ],
  };
}

/** A screen of every signed-in role (a menu target of each), inside the layout. */
export function signedInRoute(path: string, title: string, page: Lazy): RouteObject {
  return {
    path,
    element: <RouteGuard />,
    children: [{ lazy: layout, children: [{ index: true, handle: { title }, lazy: page }] }],
  };
}
