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
const announcements: MenuItem = {
  title: 'Announcements',
  url: '/announcements',
  icon: 'announcements',
};

/** One of a role's own screens: its title, its path under `/<role>/` and its icon. */
type RoleScreen = readonly [title: string, path: string, icon: MenuIcon];

/** A role's menu: its own screens, then Messages, Announcements and Chat, then `after`. */
function roleMenu(
  role: string,
  screens: readonly RoleScreen[],
  after: readonly MenuItem[] = [],
): readonly MenuItem[] {
  return [
    ...screens.map(([title, path, icon]) => ({ title, url: `/${role}/${path}`, icon })),
    { title: 'Messages', url: `/${role}/messages`, icon: 'messages' },
    announcements,
    chat,
    ...after,
  ];
}

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
  admin: roleMenu(
    'admin',
    [
      ['Dashboard', 'dashboard', 'dashboard'],
      ['Teachers', 'teachers', 'teachers'],
      ['Students', 'students', 'students'],
      ['Parents', 'parents', 'parents'],
      ['Classes', 'classes', 'classes'],
      ['Subjects', 'subjects', 'subjects'],
      ['Absence Notes', 'absence-notes', 'absences'],
      ['Conferences', 'conferences', 'conferences'],
    ],
    [{ title: 'Settings', url: '/admin/settings', icon: 'settings' }],
  ),
  teacher: roleMenu('teacher', [
    ['Dashboard', 'dashboard', 'dashboard'],
    ['My Classes', 'classes', 'classes'],
    ['Students', 'students', 'students'],
    ['Schedule', 'schedule', 'schedule'],
    ['Reports', 'reports', 'reports'],
    ['Conferences', 'conferences', 'conferences'],
  ]),
  parent: roleMenu('parent', [
    ['Dashboard', 'dashboard', 'dashboard'],
    ['My Children', 'children', 'children'],
    ['Homework', 'homework', 'homework'],
    ['Schedule', 'schedule', 'schedule'],
    ['Reports', 'reports', 'reports'],
    ['Absences', 'absences', 'absences'],
    ['Conferences', 'conferences', 'conferences'],
  ]),
};

/** An unknown role sees no items. */
export function menuForRole(role: string | null | undefined): readonly MenuItem[] {
  return (role && Object.hasOwn(menus, role) ? menus[role] : undefined) ?? [];
}
