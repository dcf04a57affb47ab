import {
  BarChart3,
  BookOpen,
  Calendar,
  GraduationCap,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  NotebookPen,
  School,
  Settings,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';
import type { MenuIcon } from '@/shared/rules/role-menus';

export const menuIcons: Record<MenuIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  teachers: UserRound,
  students: GraduationCap,
  parents: UsersRound,
  classes: School,
  subjects: BookOpen,
  chat: MessageSquare,
  settings: Settings,
  children: Users,
  schedule: Calendar,
  reports: BarChart3,
  homework: NotebookPen,
};
