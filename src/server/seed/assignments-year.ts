import { LETTER_GRADES, type LetterGrade } from '@/shared/rules/letter-grades.ts';
import { derivedInt, derivedUuid, pick } from './derive.ts';
import { addDays } from '@/shared/rules/dates.ts';
import { schoolDayFrom, schoolDaysBetween } from './school-calendar.ts';
import type { SchoolYear } from './school-year-types.ts';
import { COMMENTS, GENERIC, TOPICS } from './homework-topics.ts';

/**
 * A school's homework and parent meetings, planned without the database from the
 * school's year (classes, enrolments, guardianships) and its `today`; deterministic for a seed.
 *
 * - Every class: published homework already due, on school days (school-calendar.ts): four a
 *   week apart, the latest about 3 days ago, and before them one every three weeks back to the
 *   year's data start (history-year.ts), at most RECENT + EARLIER in all; a class that started
 *   this month has only what was due after it started, and a student who joined during the year
 *   only what was due after they joined. Most work graded (each student near their own level, a
 *   spread from A+ to C), a few not handed in (pending), and on the latest one about half the
 *   class handed in and waiting for a grade (the teacher's Pending Reviews); one published
 *   assignment due in the coming school days (mostly pending, a few handed in early); every
 *   second class a draft.
 * - The students named in `pinned` get exactly the statuses and letters given there (the demo's
 *   Sam Shah: see src/server/seed/schools/greenwood-year.ts).
 * - The first teacher named in `meetingsFor` gets two parent meetings this week (from today to
 *   Sunday, on today when today is Sunday) and one next week, with guardians of their students.
 */

export interface TeachingOptions {
  /**
   * Students whose work is spelled out: upcoming work pending in the classes of the subjects
   * listed (handed in early in the others), every past assignment of a subject graded with its
   * `letters` in turn, oldest first (every subject of the student's classes must be listed).
   */
  pinned?: readonly {
    studentId: string;
    pendingSubjects: readonly string[];
    letters: Readonly<Record<string, readonly LetterGrade[]>>;
  }[];
  /** The email of a teacher person who gets this week's parent meetings. */
  meetingsFor?: string;
}

export interface AssignmentRow {
  id: string;
  classId: string;
  subjectId: string;
  title: string;
  description: string | null;
  dueDate: string;
  status: 'draft' | 'published';
  publishedAt: string | null;
  createdBy: string;
  createdAt: string;
}

export interface SubmissionRow {
  assignmentId: string;
  studentId: string;
  status: 'pending' | 'submitted' | 'graded';
  submittedAt: string | null;
  grade: LetterGrade | null;
  comment: string | null;
  gradedBy: string | null;
  gradedAt: string | null;
}

export interface MeetingRow {
  id: string;
  teacherId: string;
  studentId: string;
  guardianUserId: string;
  meetingDate: string;
  startTime: string;
  place: string;
  note: string | null;
}

export interface TeachingPlan {
  assignments: AssignmentRow[];
  submissions: SubmissionRow[];
  meetings: MeetingRow[];
}

/** Homework a week apart (5 school days) up to the latest, then every three weeks before them. */
export const RECENT_HOMEWORK = 4;
export const EARLIER_HOMEWORK = 10;

/**
 * The due dates of a class's past homework, oldest first: the latest on the school day 3 days
 * before today (or the one before), `shift` school days earlier for some classes so that not all
 * fall on one day; the same number for every class of a school.
 */
function pastDueDates(today: string, dataStart: string, shift: number): string[] {
  const days = schoolDaysBetween(addDays(dataStart, -60), addDays(today, -3));
  const latest = days.length - 1;
  const picked: number[] = [];
  for (let n = 0; n < RECENT_HOMEWORK + EARLIER_HOMEWORK; n++) {
    const index = latest - (n < RECENT_HOMEWORK ? n * 5 : (RECENT_HOMEWORK - 1) * 5 + (n - 3) * 15);
    if (n >= RECENT_HOMEWORK && days[index]! < dataStart) break;
    picked.push(index - shift);
  }
  return picked.reverse().map((index) => days[index]!);
}

const at = (date: string, time: string) => `${date}T${time}:00Z`;

/** Sunday of the ISO week holding `date`. */
function weekEnd(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(date, weekday === 0 ? 0 : 7 - weekday);
}

/** A letter near the student's usual level (deterministic). */
function letterFor(scope: string, studentId: string, assignmentId: string): LetterGrade {
  const level = derivedInt(`${scope}/level/${studentId}`) % 8; // A … C
  const noise = (derivedInt(`${scope}/noise/${assignmentId}/${studentId}`) % 3) - 1;
  return LETTER_GRADES[Math.min(LETTER_GRADES.length - 1, Math.max(0, level + noise))]!;
}

export function planTeaching(
  scope: string,
  year: SchoolYear,
  teachers: readonly { id: string; email: string }[],
  options: TeachingOptions = {},
): TeachingPlan {
  const today = year.today;
  const subjectName = new Map(year.subjects.map((subject) => [subject.id, subject.name]));
  const studentsOf = new Map<string, string[]>();
  for (const { classId, studentId } of year.enrolments) {
    studentsOf.set(classId, [...(studentsOf.get(classId) ?? []), studentId]);
  }
  const pinned = new Map((options.pinned ?? []).map((pin) => [pin.studentId, pin]));
  const pinnedCount = new Map<string, number>();
  const { createdOn, dataStart } = year.history;
  const since = (id: string) => createdOn[id] ?? year.history.setup;

  const assignments: AssignmentRow[] = [];
  const submissions: SubmissionRow[] = [];
  year.classes.forEach((klass, classIndex) => {
    const subject = subjectName.get(klass.subjectId) ?? '';
    const topics = TOPICS[subject] ?? GENERIC.map((topic) => `${subject}: ${topic}`);
    const students = studentsOf.get(klass.id) ?? [];
    const started = since(klass.id);
    const assignment = (
      slot: string,
      title: number,
      dueDate: string,
      status: 'draft' | 'published',
    ): AssignmentRow => {
      const id = derivedUuid(`${scope}/assignment/${klass.id}/${slot}`);
      // Set a week ahead (a draft yesterday), never before the class started nor after today.
      let created = status === 'draft' ? addDays(today, -1) : addDays(dueDate, -7);
      if (created >= today) created = addDays(today, -1);
      if (created < started) created = started;
      const row: AssignmentRow = {
        id,
        classId: klass.id,
        subjectId: klass.subjectId,
        title: topics[(title + classIndex) % topics.length]!,
        description: title % 2 === 0 ? `${klass.name} ${subject}: see the notes from class.` : null,
        dueDate,
        status,
        publishedAt: status === 'published' ? at(created, '08:00') : null,
        createdBy: klass.teacherId,
        createdAt: at(created, status === 'draft' ? '17:00' : '08:00'),
      };
      assignments.push(row);
      return row;
    };

    const past = pastDueDates(today, dataStart, classIndex % 3);
    past.forEach((dueDate, slot) => {
      if (dueDate <= started) return;
      const row = assignment(`past/${past.length - 1 - slot}`, slot, dueDate, 'published');
      const latest = slot === past.length - 1;
      for (const studentId of students) {
        if (dueDate < since(studentId)) continue;
        const pin = pinned.get(studentId);
        const roll = derivedInt(`${scope}/submission/${row.id}/${studentId}`) % 100;
        let status: SubmissionRow['status'];
        let grade: LetterGrade | null = null;
        if (pin) {
          status = 'graded';
          const letters = pin.letters[subject];
          if (!letters?.length) throw new Error(`No letters of ${subject} for ${studentId}`);
          const key = `${studentId}/${subject}`;
          const count = pinnedCount.get(key) ?? 0;
          pinnedCount.set(key, count + 1);
          grade = letters[count % letters.length]!;
        } else if (latest) {
          status = roll < 50 ? 'submitted' : roll < 85 ? 'graded' : 'pending';
        } else {
          status = roll < 8 ? 'pending' : roll < 12 ? 'submitted' : 'graded';
        }
        if (status === 'graded' && !grade) grade = letterFor(scope, studentId, row.id);
        submissions.push({
          assignmentId: row.id,
          studentId,
          status,
          submittedAt: status === 'pending' ? null : at(addDays(row.dueDate, -1), '18:00'),
          grade,
          comment: grade ? pick(COMMENTS, `${scope}/comment/${row.id}/${studentId}`) : null,
          gradedBy: grade ? klass.teacherId : null,
          gradedAt: grade ? at(addDays(row.dueDate, 2), '16:00') : null,
        });
      }
    });

    const upcoming = assignment(
      'upcoming',
      past.length,
      schoolDayFrom(addDays(today, 3 + (classIndex % 5)), 1),
      'published',
    );
    for (const studentId of students) {
      const pin = pinned.get(studentId);
      const early = pin
        ? !pin.pendingSubjects.includes(subject)
        : derivedInt(`${scope}/early/${upcoming.id}/${studentId}`) % 100 < 15;
      submissions.push({
        assignmentId: upcoming.id,
        studentId,
        status: early ? 'submitted' : 'pending',
        submittedAt: early ? at(addDays(today, -1), '19:00') : null,
        grade: null,
        comment: null,
        gradedBy: null,
        gradedAt: null,
      });
    }
    if (classIndex % 2 === 0) {
      assignment('draft', past.length + 1, schoolDayFrom(addDays(today, 14), 1), 'draft');
    }
  });

  const meetingsFor = options.meetingsFor
    ? teachers.find((teacher) => teacher.email === options.meetingsFor)?.id
    : undefined;
  if (options.meetingsFor && !meetingsFor)
    throw new Error(`No teacher person ${options.meetingsFor}`);
  return { assignments, submissions, meetings: planMeetings(scope, year, meetingsFor) };
}

function planMeetings(scope: string, year: SchoolYear, teacherId?: string): MeetingRow[] {
  if (!teacherId) return [];
  const classIds = new Set(
    year.classes.filter((klass) => klass.teacherId === teacherId).map((klass) => klass.id),
  );
  const taught = new Set(
    year.enrolments.filter((row) => classIds.has(row.classId)).map((row) => row.studentId),
  );
  // The students' first guardians, in the year's order (the demo's first child comes first).
  const guardians = year.guardianships.filter((row) => row.slot === 1 && taught.has(row.studentId));
  const end = weekEnd(year.today);
  const dates = [
    addDays(year.today, 1) <= end ? addDays(year.today, 1) : year.today,
    addDays(year.today, 2) <= end ? addDays(year.today, 2) : end,
    addDays(year.today, 8),
  ];
  const places = ['Room 12', 'Video call: https://meet.example.com/parents', 'Staff room'];
  const notes = ['Progress this term', 'Homework habits', null];
  return guardians.slice(0, 3).map((row, index) => ({
    id: derivedUuid(`${scope}/meeting/${index}`),
    teacherId,
    studentId: row.studentId,
    guardianUserId: row.parentUserId,
    meetingDate: dates[index]!,
    startTime: index === 1 ? '16:30:00' : '16:00:00',
    place: places[index]!,
    note: notes[index]!,
  }));
}
