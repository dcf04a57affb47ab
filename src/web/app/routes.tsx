import { Outlet, type RouteObject } from 'react-router';
import { PageSpinner } from '@/web/components/page-spinner';
import { SchoolCodePage } from '@/web/features/school-code/school-code-page';
import { DocumentTitle } from './document-title';
import { lazyPage } from './lazy-page';
import { signedInRoute } from './role-route';
import { adminRoutes, parentRoutes, teacherRoutes } from './role-routes';
import { RouteError } from './route-error';

/** Spec 2 route table. */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <DocumentTitle />
        <Outlet />
      </>
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/', handle: { title: 'Home' }, element: <SchoolCodePage /> },
      {
        path: '/login',
        handle: { title: 'Sign in' },
        lazy: lazyPage(() => import('@/web/features/login/login-page'), 'LoginPage'),
      },
      {
        path: '/join',
        handle: { title: 'Join your school' },
        lazy: lazyPage(() => import('@/web/features/join/join-page'), 'JoinPage'),
      },
      adminRoutes,
      teacherRoutes,
      parentRoutes,
      signedInRoute(
        '/chat',
        'Chat with AI',
        lazyPage(() => import('@/web/features/chat/chat-page'), 'ChatPage'),
      ),
      signedInRoute(
        '/announcements',
        'Announcements',
        lazyPage(
          () => import('@/web/features/announcements/announcements-page'),
          'AnnouncementsPage',
        ),
      ),
      {
        path: '*',
        handle: { title: 'Page not found' },
        lazy: lazyPage(() => import('@/web/features/not-found/not-found-page'), 'NotFoundPage'),
      },
    ],
  },
];
