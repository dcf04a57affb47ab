import type { TeachingOptions } from '../../src/server/db/seed/assignments-year.ts';
import type { YearOptions } from '../../src/server/db/seed/school-year.ts';

/**
 * Greenwood's school year, made by the seed builder (src/server/db/seed/school-year.ts) with dates
 * relative to the day it is loaded: about 300 students over Grades 1 to 12 (sections A and B),
 * the demo teacher plus 20 more teachers, 250 parents (some with two or three children, some
 * children with two guardians), the spec's 12 class subjects, classes per grade, section and
 * subject with a Monday-Friday timetable, three active fee structures and one inactive, and their
 * fee records for the school year (1 September to 31 August), most of those already due paid.
 *
 * ## The spec's sample parent figures (spec 9: attendance 87%, grade A-, 3 pending, $1,200 due)
 *
 * The demo parent Priya Shah (parent@greenwood.edu) has two children: Sam Shah (the demo student
 * student@greenwood.edu, Grade 10A, roll number S0001, record SAM_RECORD_ID) and Tara Shah (Grade
 * 12B, roll number S0002, record TARA_RECORD_ID). **Sam is the parent's first child** under every
 * order a screen is likely to use: by name (Sam < Tara), by roll number (S0001 < S0002), by grade
 * (10 < 12). The figures are Sam's.
 *
 * - **$1,200 due** (done here): the sum of Sam's unpaid fee records due up to today, pending or
 *   overdue, is exactly 120000 cents on any day of the school year: Tuition is $1,200 monthly, due
 *   on the 1st (so September's is due from the year's first day), and every record of Sam's is
 *   paid except the latest Tuition record due up to the day the seed ran; the records due after
 *   that day are paid in advance (on that day), so the figure stays $1,200 while the database
 *   lives. Tara's records are all paid, so the family's total is $1,200 as well.
 *   src/server/db/seed/school-builder.test.ts checks it with plain SQL.
 * - **Attendance 87%** (done here; the attendance table, one row per student and school day):
 *   src/server/db/seed/attendance-year.ts marks every enrolled student on the last 15 school days
 *   (Monday-Friday) BEFORE today, today left unmarked; Sam's rows, marked by the teacher of his
 *   first class (Grade 10A), are fixed by `attendance.exact` below: 13 present and 2 absent (not
 *   in a row), none late. Fifteen school days span three weeks, inside the 30-day attendance
 *   window of src/shared/rules/attendance.ts, so his rate there is (13 + 0) / 15 = 86.7%, shown
 *   as 87% ("Monthly attendance: 87% present"). The window moves with the days: a database loaded
 *   more than about two weeks ago has fewer of those days left inside it (load it again).
 *   src/server/db/seed/school-builder.test.ts checks it with plain SQL.
 * - **Grade A-** (done, greenwoodTeaching below and src/server/db/seed/assignments-year.ts):
 *   every published assignment of Sam's classes (Grade 10A, seven subjects) already due is graded,
 *   the letters A, A-, B+, A- in turn (4 past assignments per class, 28 letters: a mean of 3.675
 *   grade points), so `overallLetterGrade` (src/shared/rules/letter-grades.ts) of his graded
 *   letters is 'A-'.
 * - **3 pending** (done, same place): every class has exactly one published assignment due in the
 *   coming days (3 to 7 days after today); Sam's submission of it is pending in his Mathematics
 *   (Thomas Reed), English and History classes and submitted (handed in early) in the four others,
 *   so exactly three published assignments of his classes due after today have his submission
 *   pending; every other published assignment of his is submitted or graded; drafts (every second
 *   class has one) have no submissions and do not count.
 * - **Thomas Reed's tiles** (same place): on the latest past assignment of each of his classes about
 *   half the class has handed in work awaiting a grade (Pending Reviews is non-zero), and he has two
 *   parent meetings this week (from today to Sunday; on today itself when today is Sunday; the
 *   first with Priya Shah about Sam) and one the week after.
 *
 * src/server/db/seed/school-builder.test.ts checks these figures with plain SQL.
 */
export const SAM_RECORD_ID = '5a000000-0000-4000-8000-000000000001';
export const TARA_RECORD_ID = '5a000000-0000-4000-8000-000000000002';

/** Student records in all: the Shah children and 298 more. */
export const GREENWOOD_STUDENTS = 300;

export const greenwoodYear: YearOptions = {
  grades: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  sections: ['A', 'B'],
  students: [
    {
      id: SAM_RECORD_ID,
      account: 'student@greenwood.edu',
      grade: 10,
      section: 'A',
      guardians: ['parent@greenwood.edu'],
      relationships: ['Mother'],
      unpaidLatest: ['Tuition'],
    },
    {
      id: TARA_RECORD_ID,
      fullName: 'Tara Shah',
      grade: 12,
      section: 'B',
      guardians: ['parent@greenwood.edu'],
      relationships: ['Mother'],
      unpaidLatest: [],
    },
    ...Array.from({ length: GREENWOOD_STUDENTS - 2 }, () => ({})),
  ],
  // The teacher dashboard's sample (spec 9): classes Grade 10A, 10B, 11A, 11B; the demo teacher
  // teaches exactly these (other teachers share the rest of the timetable).
  classes: [
    { grade: 10, section: 'A', subject: 'Mathematics', teacher: 'teacher@greenwood.edu' },
    { grade: 10, section: 'B', subject: 'Mathematics', teacher: 'teacher@greenwood.edu' },
    { grade: 11, section: 'A', subject: 'Physics', teacher: 'teacher@greenwood.edu' },
    { grade: 11, section: 'B', subject: 'Physics', teacher: 'teacher@greenwood.edu' },
  ],
  // See "Attendance 87%" above.
  attendance: { exact: [{ studentId: SAM_RECORD_ID, present: 13, absent: 2 }] },
  fees: [
    // Due on the 1st: see "$1,200 due" above.
    { feeType: 'Tuition', amountCents: 120_000, frequency: 'monthly', dueDay: 1 },
    {
      feeType: 'Lab fee',
      amountCents: 15_000,
      frequency: 'quarterly',
      dueDay: 10,
      grades: [9, 10, 11, 12],
    },
    { feeType: 'Sports', amountCents: 8_000, frequency: 'annually', dueDay: 15 },
    {
      feeType: 'Field trip',
      amountCents: 4_500,
      frequency: 'one-time',
      dueDay: 20,
      grades: [5, 6],
      status: 'inactive',
    },
  ],
};

/** Greenwood's homework and meetings: Sam's spelled-out work and Thomas Reed's meetings (above). */
export const greenwoodTeaching: TeachingOptions = {
  pinned: [
    {
      studentId: SAM_RECORD_ID,
      pendingSubjects: ['Mathematics', 'English', 'History'],
      letters: ['A', 'A-', 'B+', 'A-'],
    },
  ],
  meetingsFor: 'teacher@greenwood.edu',
};
