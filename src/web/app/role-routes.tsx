import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { messagesPage, roleRoute } from './role-route';

/** The admin's screens (spec 2 menu targets) and the pages reached from them. */
export const adminRoutes: RouteObject = roleRoute(
  'admin',
  lazyPage(() => import('@/web/features/admin/admin-dashboard-page'), 'AdminDashboardPage'),
  [
    {
      path: 'receipts/:paymentId',
      handle: { title: 'Receipt' },
      lazy: lazyPage(() => import('@/web/features/admin/receipt-page'), 'ReceiptPage'),
    },
    {
      path: 'import',
      handle: { title: 'Import from CSV' },
      lazy: lazyPage(() => import('@/web/features/admin/import-page'), 'ImportPage'),
    },
    {
      path: 'oneroster',
      handle: { title: 'OneRoster' },
      lazy: lazyPage(() => import('@/web/features/admin/oneroster-page'), 'OneRosterPage'),
    },
    {
      path: 'students/:id',
      handle: { title: 'Student' },
      lazy: lazyPage(() => import('@/web/features/admin/student-detail-page'), 'StudentDetailPage'),
    },
    {
      path: 'teachers/:id',
      handle: { title: 'Teacher' },
      lazy: lazyPage(() => import('@/web/features/admin/staff-detail-page'), 'TeacherDetailPage'),
    },
    {
      path: 'conferences/:id',
      handle: { title: 'Conference schedule' },
      lazy: lazyPage(
        () => import('@/web/features/admin/conferences/conference-schedule-page'),
        'ConferenceSchedulePage',
      ),
    },
    {
      path: 'parents/:id',
      handle: { title: 'Parent' },
      lazy: lazyPage(() => import('@/web/features/admin/staff-detail-page'), 'ParentDetailPage'),
    },
  ],
  {
    classes: lazyPage(() => import('@/web/features/admin/classes-page'), 'ClassesPage'),
    subjects: lazyPage(() => import('@/web/features/admin/subjects-page'), 'SubjectsPage'),
    'absence-notes': lazyPage(
      () => import('@/web/features/admin/absence-notes-page'),
      'AbsenceNotesPage',
    ),
    conferences: lazyPage(
      () => import('@/web/features/admin/conferences/conferences-page'),
      'ConferencesPage',
    ),
    settings: lazyPage(() => import('@/web/features/admin/settings-page'), 'SettingsPage'),
    students: lazyPage(() => import('@/web/features/admin/students-page'), 'StudentsPage'),
    teachers: lazyPage(() => import('@/web/features/admin/staff-page'), 'TeachersPage'),
    parents: lazyPage(() => import('@/web/features/admin/staff-page'), 'ParentsPage'),
    messages: messagesPage,
  },
);

/** The teacher's screens and the pages reached from them. */
export const teacherRoutes: RouteObject = roleRoute(
  'teacher',
  lazyPage(() => import('@/web/features/teacher/teacher-dashboard-page'), 'TeacherDashboardPage'),
  [
    {
      path: 'students/:id',
      handle: { title: 'Student' },
      lazy: lazyPage(
        () => import('@/web/features/teacher/student-detail-page'),
        'StudentDetailPage',
      ),
    },
    {
      path: 'conferences/:id',
      handle: { title: 'Conference schedule' },
      lazy: lazyPage(
        () => import('@/web/features/teacher/conferences/conference-schedule-page'),
        'ConferenceSchedulePage',
      ),
    },
  ],
  {
    classes: lazyPage(() => import('@/web/features/teacher/classes-page'), 'ClassesPage'),
    students: lazyPage(() => import('@/web/features/teacher/students-page'), 'StudentsPage'),
    schedule: lazyPage(() => import('@/web/features/teacher/schedule-page'), 'SchedulePage'),
    reports: lazyPage(() => import('@/web/features/teacher/reports/reports-page'), 'ReportsPage'),
    conferences: lazyPage(
      () => import('@/web/features/teacher/conferences/conferences-page'),
      'ConferencesPage',
    ),
    messages: messagesPage,
  },
);

/** The parent's screens and the pages reached from them. */
export const parentRoutes: RouteObject = roleRoute(
  'parent',
  lazyPage(() => import('@/web/features/parent/parent-dashboard-page'), 'ParentDashboardPage'),
  [
    {
      path: 'receipts/:paymentId',
      handle: { title: 'Receipt' },
      lazy: lazyPage(() => import('@/web/features/parent/receipt-page'), 'ParentReceiptPage'),
    },
  ],
  {
    children: lazyPage(() => import('@/web/features/parent/children-page'), 'ChildrenPage'),
    homework: lazyPage(() => import('@/web/features/parent/homework-page'), 'HomeworkPage'),
    schedule: lazyPage(() => import('@/web/features/parent/schedule-page'), 'SchedulePage'),
    reports: lazyPage(() => import('@/web/features/parent/reports-page'), 'ReportsPage'),
    absences: lazyPage(() => import('@/web/features/parent/absences-page'), 'AbsencesPage'),
    conferences: lazyPage(
      () => import('@/web/features/parent/conferences/conferences-page'),
      'ConferencesPage',
    ),
    messages: messagesPage,
  },
);
