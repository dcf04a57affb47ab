/** Icon names the web client maps to lucide icons; shared code stays free of React. */
export type MenuIcon =
  | 'dashboard'
  | 'teachers'
  | 'students'
  | 'parents'
  | 'classes'
  | 'subjects'
  | 'chat'
  | 'settings'
  | 'children'
  | 'schedule'
  | 'reports'
  | 'homework'
  | 'messages'
  | 'announcements'
  | 'absences'
  | 'conferences';

export interface MenuItem {
  title: string;
  url: string;
  icon: MenuIcon;
}

/** An item several roles have, each at its own page under the role's path (`/teacher/…`). */
const rolePage =
  (title: string, page: string, icon: MenuIcon) =>
  (role: string): MenuItem => ({ title, url: `/${role}/${page}`, icon });

const dashboard = rolePage('Dashboard', 'dashboard', 'dashboard');
const students = rolePage('Students', 'students', 'students');
const schedule = rolePage('Schedule', 'schedule', 'schedule');
const reports = rolePage('Reports', 'reports', 'reports');
const conferences = rolePage('Conferences', 'conferences', 'conferences');
const messages = rolePage('Messages', 'messages', 'messages');
const chat: MenuItem = { title: 'Chat with AI', url: '/chat', icon: 'chat' };
const announcements: MenuItem = {
  title: 'Announcements',
  url: '/announcements',
  icon: 'announcements',
};

/**
 * Spec 2: the sidebar menu of each role, in order. The parent's Homework is added to the spec's
 * menu: the only screen with all of a child's work (the dashboard card shows five pieces).
 * Messages (conversations between the school and families) and Announcements (issue 20) are added
 * to every role's menu before 'Chat with AI'; the spec's items keep their order. Absence notes
 * (issue 21): the parent's Absences after Reports, the office's Absence Notes after Subjects.
 * Conferences (issue 21: booking a parent-teacher conference slot) follow Reports for teachers,
 * Absences for parents and Absence Notes for the office (which publishes sessions for teachers).
 */
const menus: Record<string, readonly MenuItem[]> = {
  admin: [
    dashboard('admin'),
    { title: 'Teachers', url: '/admin/teachers', icon: 'teachers' },
    students('admin'),
    { title: 'Parents', url: '/admin/parents', icon: 'parents' },
    { title: 'Classes', url: '/admin/classes', icon: 'classes' },
    { title: 'Subjects', url: '/admin/subjects', icon: 'subjects' },
    { title: 'Absence Notes', url: '/admin/absence-notes', icon: 'absences' },
    conferences('admin'),
    messages('admin'),
    announcements,
    chat,
    { title: 'Settings', url: '/admin/settings', icon: 'settings' },
  ],
  teacher: [
    dashboard('teacher'),
    { title: 'My Classes', url: '/teacher/classes', icon: 'classes' },
    students('teacher'),
    schedule('teacher'),
    reports('teacher'),
    conferences('teacher'),
    messages('teacher'),
    announcements,
    chat,
  ],
  parent: [
    dashboard('parent'),
    { title: 'My Children', url: '/parent/children', icon: 'children' },
    { title: 'Homework', url: '/parent/homework', icon: 'homework' },
    schedule('parent'),
    reports('parent'),
    { title: 'Absences', url: '/parent/absences', icon: 'absences' },
    conferences('parent'),
    messages('parent'),
    announcements,
    chat,
  ],
};

/** An unknown role sees no items. */
export function menuForRole(role: string | null | undefined): readonly MenuItem[] {
  return (role && Object.hasOwn(menus, role) ? menus[role] : undefined) ?? [];
}
