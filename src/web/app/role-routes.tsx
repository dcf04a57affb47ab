import type { RouteObject } from 'react-router';
import { messagesPage, roleRoute } from './role-route';

/** The admin's screens (spec 2 menu targets) and the pages reached from them. */
export const adminRoutes: RouteObject = roleRoute(
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
        import('@/web/features/admin/conferences/conference-schedule-page').then((module) => ({
          Component: module.ConferenceSchedulePage,
        })),
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
);

/** The teacher's screens and the pages reached from them. */
export const teacherRoutes: RouteObject = roleRoute(
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
        import('@/web/features/teacher/conferences/conference-schedule-page').then((module) => ({
          Component: module.ConferenceSchedulePage,
        })),
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
);

/** The parent's screens and the pages reached from them. */
export const parentRoutes: RouteObject = roleRoute(
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
);
