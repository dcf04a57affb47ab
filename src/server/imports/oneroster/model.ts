import type { RosterIssue } from '@/shared/schemas/oneroster.ts';
import type { FileMode, RosterFile } from './binding.ts';

// What a checked set holds, in the portal's terms.

export type RecordKind = 'org' | 'academicSession' | 'course' | 'class' | 'user' | 'enrollment';
export type PortalRole = 'student' | 'teacher' | 'parent' | 'admin';

export interface Item {
  sourcedId: string;
  file: RosterFile;
  line: number;
  status: 'active' | 'tobedeleted';
  /** dateLastModified as written, or null. */
  modified: string | null;
  /** The binding's columns of the row (passwords never kept): stored, compared, exported. */
  fields: Record<string, string>;
}

export interface CourseItem extends Item {
  title: string;
}

export interface ClassItem extends Item {
  title: string;
  courseId: string;
  /** null: no location/periods in the file; the portal's own room/schedule is kept. */
  room: string | null;
  schedule: string | null;
  grade: number | null;
}

export interface UserItem extends Item {
  role: PortalRole;
  name: string;
  email: string | null;
  phone: string | null;
  rollNumber: string;
  grade: number | null;
  agents: string[];
}

export interface EnrollmentItem extends Item {
  classId: string;
  userId: string;
  role: 'student' | 'teacher';
  primary: boolean;
}

export interface RosterModel {
  version: string;
  modes: Record<RosterFile, FileMode>;
  school: Item & { name: string };
  sessions: Item[];
  courses: CourseItem[];
  classes: ClassItem[];
  users: UserItem[];
  enrollments: EnrollmentItem[];
  issues: RosterIssue[];
}
