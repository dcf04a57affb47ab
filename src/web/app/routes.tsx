import { Outlet, type RouteObject } from 'react-router';
import { PageSpinner } from '@/web/components/page-spinner';
import { SchoolCodePage } from '@/web/features/school-code/school-code-page';
import { DocumentTitle } from './document-title';
import { layout } from './role-route';
import { adminRoutes, parentRoutes, teacherRoutes } from './role-routes';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';

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
        lazy: () =>
          import('@/web/features/login/login-page').then((module) => ({
            Component: module.LoginPage,
          })),
      },
      {
        path: '/join',
        handle: { title: 'Join your school' },
        lazy: () =>
          import('@/web/features/join/join-page').then((module) => ({
            Component: module.JoinPage,
          })),
      },
      adminRoutes,
      teacherRoutes,
      parentRoutes,
      {
        path: '/chat',
        element: <RouteGuard />,
        children: [
          {
            lazy: layout,
            children: [
              {
                index: true,
                handle: { title: 'Chat with AI' },
                lazy: () =>
                  import('@/web/features/chat/chat-page').then((module) => ({
                    Component: module.ChatPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: '/announcements',
        element: <RouteGuard />,
        children: [
          {
            lazy: layout,
            children: [
              {
                index: true,
                handle: { title: 'Announcements' },
                lazy: () =>
                  import('@/web/features/announcements/announcements-page').then((module) => ({
                    Component: module.AnnouncementsPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        handle: { title: 'Page not found' },
        lazy: () =>
          import('@/web/features/not-found/not-found-page').then((module) => ({
            Component: module.NotFoundPage,
          })),
      },
    ],
  },
];
