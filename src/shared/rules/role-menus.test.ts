import { describe, expect, it } from 'vitest';
import { menuForRole } from './role-menus';

const titles = (role: string | null) => menuForRole(role).map((item) => item.title);
const urls = (role: string) => menuForRole(role).map((item) => item.url);

/** Each portal role's menu of the spec, item by item: [title, url]. */
const menus: { role: string; case: string; items: [string, string][] }[] = [
  {
    role: 'admin',
    case: 'the admin menu of the spec, with Conferences, Messages and Announcements',
    items: [
      ['Dashboard', '/admin/dashboard'],
      ['Teachers', '/admin/teachers'],
      ['Students', '/admin/students'],
      ['Parents', '/admin/parents'],
      ['Classes', '/admin/classes'],
      ['Subjects', '/admin/subjects'],
      ['Absence Notes', '/admin/absence-notes'],
      ['Conferences', '/admin/conferences'],
      ['Messages', '/admin/messages'],
      ['Announcements', '/announcements'],
      ['Chat with AI', '/chat'],
      ['Settings', '/admin/settings'],
    ],
  },
  {
    role: 'teacher',
    case: 'the teacher menu of the spec, with Conferences, Messages and Announcements',
    items: [
      ['Dashboard', '/teacher/dashboard'],
      ['My Classes', '/teacher/classes'],
      ['Students', '/teacher/students'],
      ['Schedule', '/teacher/schedule'],
      ['Reports', '/teacher/reports'],
      ['Conferences', '/teacher/conferences'],
      ['Messages', '/teacher/messages'],
      ['Announcements', '/announcements'],
      ['Chat with AI', '/chat'],
    ],
  },
  {
    role: 'parent',
    case: 'the parent menu of the spec, with Homework, Absences, Conferences, Messages and Announcements',
    items: [
      ['Dashboard', '/parent/dashboard'],
      ['My Children', '/parent/children'],
      ['Homework', '/parent/homework'],
      ['Schedule', '/parent/schedule'],
      ['Reports', '/parent/reports'],
      ['Absences', '/parent/absences'],
      ['Conferences', '/parent/conferences'],
      ['Messages', '/parent/messages'],
      ['Announcements', '/announcements'],
      ['Chat with AI', '/chat'],
    ],
  },
];

describe('menuForRole', () => {
  it.each(menus)('gives $case', ({ role, items }) => {
    expect(titles(role)).toEqual(items.map(([title]) => title));
    expect(urls(role)).toEqual(items.map(([, url]) => url));
  });

  it('gives an unknown role no items', () => {
    expect(titles('student')).toEqual([]);
    expect(titles('toString')).toEqual([]);
    expect(titles(null)).toEqual([]);
  });
});
