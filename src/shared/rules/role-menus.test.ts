import { describe, expect, it } from 'vitest';
import { menuForRole } from './role-menus';

const titles = (role: string | null) => menuForRole(role).map((item) => item.title);
const urls = (role: string) => menuForRole(role).map((item) => item.url);

describe('menuForRole', () => {
  it('gives the admin menu of the spec', () => {
    expect(titles('admin')).toEqual([
      'Dashboard',
      'Teachers',
      'Students',
      'Parents',
      'Classes',
      'Subjects',
      'Chat with AI',
      'Settings',
    ]);
    expect(urls('admin')).toEqual([
      '/admin/dashboard',
      '/admin/teachers',
      '/admin/students',
      '/admin/parents',
      '/admin/classes',
      '/admin/subjects',
      '/chat',
      '/admin/settings',
    ]);
  });

  it('gives the teacher menu of the spec', () => {
    expect(titles('teacher')).toEqual([
      'Dashboard',
      'My Classes',
      'Students',
      'Schedule',
      'Reports',
      'Chat with AI',
    ]);
    expect(urls('teacher')).toEqual([
      '/teacher/dashboard',
      '/teacher/classes',
      '/teacher/students',
      '/teacher/schedule',
      '/teacher/reports',
      '/chat',
    ]);
  });

  it('gives the parent menu of the spec, with Homework after My Children', () => {
    expect(titles('parent')).toEqual([
      'Dashboard',
      'My Children',
      'Homework',
      'Schedule',
      'Reports',
      'Chat with AI',
    ]);
    expect(urls('parent')).toEqual([
      '/parent/dashboard',
      '/parent/children',
      '/parent/homework',
      '/parent/schedule',
      '/parent/reports',
      '/chat',
    ]);
  });

  it('gives an unknown role no items', () => {
    expect(titles('student')).toEqual([]);
    expect(titles('toString')).toEqual([]);
    expect(titles(null)).toEqual([]);
  });
});
