import type { YearHistory } from './history-year.ts';

/** The school year's options (what a seed spells out) and its planned rows (school-year.ts). */

export type FeeFrequency = 'monthly' | 'quarterly' | 'annually' | 'one-time';

export interface FeeStructureSpec {
  feeType: string;
  amountCents: number;
  frequency: FeeFrequency;
  /** 1-31; in a shorter month the record falls on its last day. */
  dueDay: number;
  /** Default every grade of the school. */
  grades?: readonly number[];
  /** Inactive structures make no records. Default active. */
  status?: 'active' | 'inactive';
}

/** One student record spelled out; what is left out is derived. */
export interface StudentRecordSpec {
  id?: string;
  fullName?: string;
  rollNumber?: string;
  grade?: number;
  section?: string;
  /** The email of the builder's student person whose record this is (students.user_id). */
  account?: string;
  /** Emails of parent persons, in slot order (at most two); `[]` for none. Default: derived. */
  guardians?: readonly string[];
  relationships?: readonly string[];
  /**
   * Spelled-out fees: every record due up to today is paid, a few days around its due date, except,
   * for each fee type listed, the latest one, which stays unpaid; records not due yet are unpaid.
   * Default: derived (most records due up to today paid, the rest open; none in advance).
   */
  unpaidLatest?: readonly string[];
}

/** One class spelled out, e.g. the demo teacher's; its (grade, section, subject) is not generated. */
export interface ClassSpec {
  grade: number;
  section: string;
  subject: string;
  /** The email of a teacher person. Teachers named here get only their spelled-out classes. */
  teacher: string;
  name?: string;
  room?: string;
}

export interface YearOptions {
  /** 'YYYY-MM-DD' or a Date (its UTC date); default the current date. Dates are relative to it. */
  today?: string | Date;
  /** The school's subject list; default the spec's 12 class subjects. */
  subjects?: readonly string[];
  /** Grades taught; default 1-12. */
  grades?: readonly number[];
  /** Sections of every grade; default ['A']. */
  sections?: readonly string[];
  /**
   * Student records: how many (default one per student person, at least one per grade and
   * section), or each spelled out. Student persons get a record each, in order, unless a spec
   * names their account.
   */
  students?: number | readonly StudentRecordSpec[];
  /** The subjects each section of a grade takes; default defaultCurriculum. */
  curriculum?: (grade: number) => readonly string[];
  classes?: readonly ClassSpec[];
  /** Lessons per class per week (default 3), on different days when possible. */
  lessonsPerWeek?: number;
  /** Default a monthly tuition for every grade and an annual activity fee. */
  fees?: readonly FeeStructureSpec[];
  /** Share of derived students' records due up to today that are paid, 0-1; default 0.85. */
  paidShare?: number;
  /** Attendance of the school days before today (see attendance-year.ts); none when left out. */
  attendance?: AttendanceOptions;
}

export interface SubjectRow {
  id: string;
  name: string;
}
export interface StudentRecord {
  id: string;
  userId: string | null;
  fullName: string;
  email: string | null;
  rollNumber: string;
  grade: number;
  section: string;
}
export interface GuardianshipRow {
  studentId: string;
  parentUserId: string;
  slot: 1 | 2;
  relationship: string | null;
}
export interface ClassRow {
  id: string;
  name: string;
  subjectId: string;
  teacherId: string;
  room: string;
  schedule: string;
  grade: number;
  section: string;
}
export interface EnrolmentRow {
  classId: string;
  studentId: string;
}
export interface TimetableRow {
  id: string;
  classId: string;
  dayOfWeek: number;
  /** 'HH:MM:SS' */
  startTime: string;
  endTime: string;
  room: string;
}
export interface FeeStructureRow {
  id: string;
  feeType: string;
  amountCents: number;
  frequency: FeeFrequency;
  dueDay: number;
  grades: number[];
  status: 'active' | 'inactive';
}
export interface FeeRecordRow {
  id: string;
  studentId: string;
  feeStructureId: string;
  feeType: string;
  amountCents: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  paidOn: string | null;
  /** 'YYYY-MM-DD': when the record was made (the year's set-up, or the student's joining). */
  issuedOn: string;
}
export interface PaymentRow {
  id: string;
  feeRecordId: string;
  amountCents: number;
  paidOn: string;
  method: 'cash' | 'card' | 'bank transfer' | 'cheque' | 'other';
  reference: string;
  recordedBy: string | null;
}

export interface SchoolYear {
  today: string;
  /** The school year holding today: 1 September to 31 August. */
  start: string;
  end: string;
  subjects: SubjectRow[];
  students: StudentRecord[];
  guardianships: GuardianshipRow[];
  classes: ClassRow[];
  enrolments: EnrolmentRow[];
  timetable: TimetableRow[];
  feeStructures: FeeStructureRow[];
  feeRecords: FeeRecordRow[];
  payments: PaymentRow[];
  /** When each person, student record and class came to be (history-year.ts). */
  history: YearHistory;
}

/** The people of the school the year is planned for (a slice of the builder's School). */
export interface YearPeople {
  scope: string;
  admins: readonly { id: string; fullName: string }[];
  teachers: readonly { id: string; email: string; fullName: string }[];
  parents: readonly { id: string; email: string; fullName: string }[];
  students: readonly { id: string; email: string; fullName: string }[];
}

/** Attendance of the school days before today (attendance-year.ts). */
export interface AttendanceOptions {
  /**
   * Students whose last `present + absent` school days before today are exactly this (absences
   * spread, never two in a row, none late). Any earlier school day of the 30-day window is left
   * unmarked for them (away on a school trip), so the window holds exactly those days.
   */
  exact?: readonly { studentId: string; present: number; absent: number }[];
}
