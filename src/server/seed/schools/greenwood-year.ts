import type { TeachingOptions } from '../assignments-year.ts';
import type { YearOptions } from '../school-year-types.ts';

/**
 * Greenwood's school year, made by the seed builder (src/server/seed/school-year.ts) with dates
 * relative to the day it is loaded: about 300 students over Grades 1 to 12 (sections A and B),
 * the demo teacher plus 20 more teachers, 250 parents (some with two or three children, some
 * children with two guardians), the spec's 12 class subjects, classes per grade, section and
 * subject with a Monday-Friday timetable, three active fee structures and one inactive, and their
 * fee records for the school year (1 September to 31 August), most of those already due paid, a
 * register marked every school day so far, and homework with grades across the year.
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
 *   overdue, is exactly 120000 cents on the day the demo is loaded, whatever the day: Tuition is
 *   $1,200 monthly, due on the 1st (so September's is due from the year's first day), and every
 *   record of Sam's due up to that day was paid a few days around its due date except the latest
 *   Tuition record; records not due yet are open (as every family's). A month later the next
 *   Tuition falls due and the figure grows, as it would: load the demo again. Tara's records due
 *   so far are all paid, so the family's total is $1,200 as well.
 * - **Attendance 87%** (done here; the attendance table, one row per student and school day):
 *   src/server/seed/attendance-year.ts marks every enrolled student on every school day of the
 *   year so far (src/server/seed/school-calendar.ts: Monday to Friday less DEMO_HOLIDAYS),
 *   today left unmarked. 87% of whole days exists only for 15 marked days (13 of 15) among the 20
 *   or so school days of a 30-day window, so `attendance.exact` below fixes Sam's last 15 school
 *   days before today (13 present, 2 absent, not in a row, none late) and leaves the window's
 *   earlier school days unmarked for him (away on a school trip; the calendar keeps at least 15
 *   school days in any 30 days). His rate in the window of src/shared/rules/attendance.ts is
 *   (13 + 0) / 15 = 86.7%, shown as 87% ("Monthly attendance: 87% present"). The window moves
 *   with the days: load the demo again to bring it back.
 * - **Grade A-** (done, greenwoodTeaching below and src/server/seed/assignments-year.ts): every
 *   published assignment of Sam's classes (Grade 10A, seven subjects) already due is graded, each
 *   subject with its own letters in turn (Mathematics and Biology about A, Physics, History and
 *   Economics A-, English A-/B+, Chemistry B+); every class has the same number of past
 *   assignments and the letters of each round average 3.63 to 3.67 grade points, so
 *   `overallLetterGrade` (src/shared/rules/letter-grades.ts) of his graded letters is 'A-' on any
 *   day.
 * - **3 pending** (done, same place): every class has exactly one published assignment due in the
 *   coming school days (3 to 7 days after today, or the next school day); Sam's submission of it is
 *   pending in his Mathematics (Thomas Reed), English and History classes and submitted (handed in
 *   early) in the four others, so exactly three published assignments of his classes due after
 *   today have his submission pending; every other published assignment of his is submitted or
 *   graded; drafts (every second class has one) have no submissions and do not count.
 * - **Thomas Reed's tiles** (same place): on the latest past assignment of each of his classes about
 *   half the class has handed in work awaiting a grade (Pending Reviews is non-zero), and he has two
 *   parent meetings this week (from today to Sunday; on today itself when today is Sunday; the
 *   first with Priya Shah about Sam) and one the week after.
 * - **The admin tiles' trends**: src/server/seed/history-year.ts dates every person, student
 *   record and class, most before the year's first day, a few students and a teacher with their
 *   classes this month, so each tile compares with a smaller count at the end of last month.
 *
 * src/server/seed/school-builder.test.ts checks these figures with plain SQL.
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
      // Each round (the n-th assignment of every subject) averages A-: see "Grade A-" above.
      letters: {
        Mathematics: ['A', 'A-', 'A', 'A'],
        Physics: ['A-', 'A', 'A-', 'B+'],
        Chemistry: ['B+', 'B+', 'A-', 'B+'],
        Biology: ['A', 'A', 'A-', 'A'],
        English: ['B+', 'A-', 'B+', 'A-'],
        History: ['A-', 'B+', 'A-', 'A-'],
        Economics: ['A-', 'A-', 'B+', 'A-'],
      },
    },
  ],
  meetingsFor: 'teacher@greenwood.edu',
};
