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

const chat: MenuItem = { title: 'Chat with AI', url: '/chat', icon: 'chat' };
const messages = (role: string): MenuItem => ({
  title: 'Messages',
  url: `/${role}/messages`,
  icon: 'messages',
});
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
    { title: 'Dashboard', url: '/admin/dashboard', icon: 'dashboard' },
    { title: 'Teachers', url: '/admin/teachers', icon: 'teachers' },
    { title: 'Students', url: '/admin/students', icon: 'students' },
    { title: 'Parents', url: '/admin/parents', icon: 'parents' },
    { title: 'Classes', url: '/admin/classes', icon: 'classes' },
    { title: 'Subjects', url: '/admin/subjects', icon: 'subjects' },
    { title: 'Absence Notes', url: '/admin/absence-notes', icon: 'absences' },
    { title: 'Conferences', url: '/admin/conferences', icon: 'conferences' },
    messages('admin'),
    announcements,
    chat,
    { title: 'Settings', url: '/admin/settings', icon: 'settings' },
  ],
  teacher: [
    { title: 'Dashboard', url: '/teacher/dashboard', icon: 'dashboard' },
    { title: 'My Classes', url: '/teacher/classes', icon: 'classes' },
    { title: 'Students', url: '/teacher/students', icon: 'students' },
    { title: 'Schedule', url: '/teacher/schedule', icon: 'schedule' },
    { title: 'Reports', url: '/teacher/reports', icon: 'reports' },
    { title: 'Conferences', url: '/teacher/conferences', icon: 'conferences' },
    messages('teacher'),
    announcements,
    chat,
  ],
  parent: [
    { title: 'Dashboard', url: '/parent/dashboard', icon: 'dashboard' },
    { title: 'My Children', url: '/parent/children', icon: 'children' },
    { title: 'Homework', url: '/parent/homework', icon: 'homework' },
    { title: 'Schedule', url: '/parent/schedule', icon: 'schedule' },
    { title: 'Reports', url: '/parent/reports', icon: 'reports' },
    { title: 'Absences', url: '/parent/absences', icon: 'absences' },
    { title: 'Conferences', url: '/parent/conferences', icon: 'conferences' },
    messages('parent'),
    announcements,
    chat,
  ],
};

/** An unknown role sees no items. */
export function menuForRole(role: string | null | undefined): readonly MenuItem[] {
  return (role && Object.hasOwn(menus, role) ? menus[role] : undefined) ?? [];
}
