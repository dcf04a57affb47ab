import { Navigate, Outlet, type RouteObject } from 'react-router';
import { menuForRole } from '@/shared/rules/role-menus';
import type { PortalRole } from '@/shared/schemas/auth';
import { PageSpinner } from '@/web/components/page-spinner';
import { SchoolCodePage } from '@/web/features/school-code/school-code-page';
import { DocumentTitle } from './document-title';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';

const layout = () =>
  import('./layout/authenticated-layout').then((module) => ({
    Component: module.AuthenticatedLayout,
  }));

/** Messages: one screen, the same for each role (its menu target /{role}/messages). */
const messagesPage = () =>
  import('@/web/features/messages/messages-page').then((module) => ({
    Component: module.MessagesPage,
  }));

const comingSoon = () =>
  import('@/web/features/coming-soon/coming-soon-page').then((module) => ({
    Component: module.ComingSoonPage,
  }));

type Lazy = NonNullable<RouteObject['lazy']>;

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
function roleRoute(
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
      roleRoute(
        'admin',
        () =>
          import('@/web/features/admin/admin-dashboard-page').then((module) => ({
            Component: module.AdminDashboardPage,
          })),
        [
          {
            path: 'receipts/:paymentId',
            handle: { title: 'Receipt' },
            lazy: () =>
              import('@/web/features/admin/receipt-page').then((module) => ({
                Component: module.ReceiptPage,
              })),
          },
          {
            path: 'import',
            handle: { title: 'Import from CSV' },
            lazy: () =>
              import('@/web/features/admin/import-page').then((module) => ({
                Component: module.ImportPage,
              })),
          },
          {
            path: 'oneroster',
            handle: { title: 'OneRoster' },
            lazy: () =>
              import('@/web/features/admin/oneroster-page').then((module) => ({
                Component: module.OneRosterPage,
              })),
          },
          {
            path: 'students/:id',
            handle: { title: 'Student' },
            lazy: () =>
              import('@/web/features/admin/student-detail-page').then((module) => ({
                Component: module.StudentDetailPage,
              })),
          },
          {
            path: 'teachers/:id',
            handle: { title: 'Teacher' },
            lazy: () =>
              import('@/web/features/admin/staff-detail-page').then((module) => ({
                Component: module.TeacherDetailPage,
              })),
          },
          {
            path: 'conferences/:id',
            handle: { title: 'Conference schedule' },
            lazy: () =>
              import('@/web/features/admin/conferences/conference-schedule-page').then(
                (module) => ({ Component: module.ConferenceSchedulePage }),
              ),
          },
          {
            path: 'parents/:id',
            handle: { title: 'Parent' },
            lazy: () =>
              import('@/web/features/admin/staff-detail-page').then((module) => ({
                Component: module.ParentDetailPage,
              })),
          },
        ],
        {
          classes: () =>
            import('@/web/features/admin/classes-page').then((module) => ({
              Component: module.ClassesPage,
            })),
          subjects: () =>
            import('@/web/features/admin/subjects-page').then((module) => ({
              Component: module.SubjectsPage,
            })),
          'absence-notes': () =>
            import('@/web/features/admin/absence-notes-page').then((module) => ({
              Component: module.AbsenceNotesPage,
            })),
          conferences: () =>
            import('@/web/features/admin/conferences/conferences-page').then((module) => ({
              Component: module.ConferencesPage,
            })),
          settings: () =>
            import('@/web/features/admin/settings-page').then((module) => ({
              Component: module.SettingsPage,
            })),
          students: () =>
            import('@/web/features/admin/students-page').then((module) => ({
              Component: module.StudentsPage,
            })),
          teachers: () =>
            import('@/web/features/admin/staff-page').then((module) => ({
              Component: module.TeachersPage,
            })),
          parents: () =>
            import('@/web/features/admin/staff-page').then((module) => ({
              Component: module.ParentsPage,
            })),
          messages: messagesPage,
        },
      ),
      roleRoute(
        'teacher',
        () =>
          import('@/web/features/teacher/teacher-dashboard-page').then((module) => ({
            Component: module.TeacherDashboardPage,
          })),
        [
          {
            path: 'students/:id',
            handle: { title: 'Student' },
            lazy: () =>
              import('@/web/features/teacher/student-detail-page').then((module) => ({
                Component: module.StudentDetailPage,
              })),
          },
          {
            path: 'conferences/:id',
            handle: { title: 'Conference schedule' },
            lazy: () =>
              import('@/web/features/teacher/conferences/conference-schedule-page').then(
                (module) => ({ Component: module.ConferenceSchedulePage }),
              ),
          },
        ],
        {
          classes: () =>
            import('@/web/features/teacher/classes-page').then((module) => ({
              Component: module.ClassesPage,
            })),
          students: () =>
            import('@/web/features/teacher/students-page').then((module) => ({
              Component: module.StudentsPage,
            })),
          schedule: () =>
            import('@/web/features/teacher/schedule-page').then((module) => ({
              Component: module.SchedulePage,
            })),
          reports: () =>
            import('@/web/features/teacher/reports/reports-page').then((module) => ({
              Component: module.ReportsPage,
            })),
          conferences: () =>
            import('@/web/features/teacher/conferences/conferences-page').then((module) => ({
              Component: module.ConferencesPage,
            })),
          messages: messagesPage,
        },
      ),
      roleRoute(
        'parent',
        () =>
          import('@/web/features/parent/parent-dashboard-page').then((module) => ({
            Component: module.ParentDashboardPage,
          })),
        [
          {
            path: 'receipts/:paymentId',
            handle: { title: 'Receipt' },
            lazy: () =>
              import('@/web/features/parent/receipt-page').then((module) => ({
                Component: module.ParentReceiptPage,
              })),
          },
        ],
        {
          children: () =>
            import('@/web/features/parent/children-page').then((module) => ({
              Component: module.ChildrenPage,
            })),
          homework: () =>
            import('@/web/features/parent/homework-page').then((module) => ({
              Component: module.HomeworkPage,
            })),
          schedule: () =>
            import('@/web/features/parent/schedule-page').then((module) => ({
              Component: module.SchedulePage,
            })),
          reports: () =>
            import('@/web/features/parent/reports-page').then((module) => ({
              Component: module.ReportsPage,
            })),
          absences: () =>
            import('@/web/features/parent/absences-page').then((module) => ({
              Component: module.AbsencesPage,
            })),
          conferences: () =>
            import('@/web/features/parent/conferences/conferences-page').then((module) => ({
              Component: module.ConferencesPage,
            })),
          messages: messagesPage,
        },
      ),
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
