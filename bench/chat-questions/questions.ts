// The benchmark's questions, written before the parser was tuned against them and kept apart from
// its tests (other wordings, other people, other days). Each names who asks (a seeded account)
// and builds what a right answer must hold (and must not) from facts.ts: plain SQL, independent
// of the chat's own queries. A right answer holds every `has` (text, or a pattern) and no `not`.
import type { Facts } from './facts.ts';
import { dollars, dow, meanLetter, rate, shift } from './facts.ts';

/** The demo's published accounts (Greenwood): its parent of two, its teacher, its admin. */
export const PRIYA = 'parent@greenwood.edu';
export const REED = 'teacher@greenwood.edu';
export const ALICE = 'admin@greenwood.edu';

export interface Expected {
  has: (string | RegExp)[];
  not?: string[];
}

export interface BenchQuestion {
  /** The asking account's email; `school` riverside for Riverside's accounts. */
  as: string;
  school?: 'riverside';
  q: string;
  expect: (f: Facts) => Promise<Expected>;
}

/** The last such weekday (1 Monday … 7 Sunday) before today, or today. */
export const lastWeekday = (today: string, day: number) =>
  shift(today, -((dow(today) - day + 7) % 7));
/** 'last Friday': the last Friday before today. */
export const previousWeekday = (today: string, day: number) =>
  shift(today, -((dow(today) - day + 7) % 7 || 7));
export const mondayOf = (date: string) => shift(date, -(dow(date) - 1));
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** Who of `ids` had `status` on a day, and who did not (for `not`). */
export async function onDay(f: Facts, ids: string[], date: string, status: string) {
  const marks = await f.marks(ids, date, date);
  return {
    with: marks.filter((m) => m.status === status).map((m) => m.name),
    without: marks.filter((m) => m.status === 'present').map((m) => `${m.name} `),
    marked: marks.length,
  };
}

/** The names a day's answer must hold; nobody absent: the answer must say so. */
export const namesOrNobody = (names: string[], word: string): (string | RegExp)[] =>
  names.length ? names : [new RegExp(`[Nn]obody was ${word}|[Nn]o attendance|0 ${word}`)];

/** A day's answer about some students: who had the status must be named, who was present not. */
export async function dayNames(
  f: Facts,
  students: { id: string }[],
  date: string,
  status: string,
): Promise<Expected> {
  const day = await onDay(
    f,
    students.map((s) => s.id),
    date,
    status,
  );
  return { has: namesOrNobody(day.with, status), not: day.without };
}

export const count = (n: number, noun: string) => new RegExp(`\\b${n} (active )?${noun}`);

/** How many of the marks have `status`, as an answer says it: 'absent 3', 'late 0'. */
export const markCount = (marks: readonly { status: string }[], status: string) =>
  `${status} ${marks.filter((m) => m.status === status).length}`;

/** A student's graded letters (of a subject, or all). */
export async function lettersOf(f: Facts, name: string, subject: string | null) {
  return (await f.work((await f.student(name)).id))
    .filter((w) => w.grade && (!subject || w.subject === subject))
    .map((w) => w.grade!);
}

/** 'How is <name> doing in <subject>?': the student's overall letter, no one else's name. */
export const overallOf =
  (name: string, subject: string | null, not: string[] = []) =>
  async (f: Facts): Promise<Expected> => ({
    has: [name, `overall ${meanLetter(await lettersOf(f, name, subject))}`],
    not,
  });

/** "<name>'s attendance this month": the student's rate so far this month (or none marked), no one else's name. */
export const attendanceThisMonth =
  (name: string, not: string[] = []) =>
  async (f: Facts): Promise<Expected> => {
    const marks = await f.marks([(await f.student(name)).id], monthStart(f.today), f.today);
    return { has: [name, marks.length ? rate(marks) : /No attendance/], not };
  };

/** The overall letter of several students' graded work in a subject. */
export async function groupLetter(f: Facts, students: { id: string }[], subject: string) {
  const letters: string[] = [];
  for (const s of students) {
    letters.push(
      ...(await f.work(s.id)).filter((w) => w.subject === subject && w.grade).map((w) => w.grade!),
    );
  }
  return `overall ${meanLetter(letters)}`;
}

/** What an answer about each child of a parent must hold: the child's name and `each(child)`. */
export const perChild =
  (parent: string, each: (f: Facts, child: Child) => Promise<(string | RegExp)[]>, named = true) =>
  async (f: Facts): Promise<Expected> => {
    const has: (string | RegExp)[] = [];
    for (const child of await f.childrenOf(parent)) {
      has.push(...(named ? [child.name] : []), ...(await each(f, child)));
    }
    return { has };
  };

type Child = { id: string; name: string; grade: number; section: string };

/** 'How many days was my child <status> since <start>?': each child's marks of that status. */
export const daysMarkedSince = (parent: string, status: string, start: (today: string) => string) =>
  perChild(parent, async (f, kid) => [
    markCount(await f.marks([kid.id], start(f.today), f.today), status),
  ]);

/** 'Who teaches <class> <subject>?': the class's teacher. */
export const teacherOf =
  (className: string, subject: string) =>
  async (f: Facts): Promise<Expected> => ({
    has: [(await f.classes(className, subject))[0]!.teacher],
  });

/** Thomas Reed's classes of that name, or all of them (null): Grade 10A and 10B Mathematics, 11A and 11B Physics. */
export const reedClasses = (f: Facts, name: string | null) => f.classes(name, null, REED);

/** The students of Reed's classes of that name, or of all of them (null). */
export const reedRoster = async (f: Facts, name: string | null) =>
  f.roster((await reedClasses(f, name)).map((c) => c.id));

/** 'How many students do I teach?': the students of all the teacher's classes. */
export const studentCountOf =
  (teacher: string) =>
  async (f: Facts): Promise<Expected> => ({
    has: [
      count(
        (await f.roster((await f.classes(null, null, teacher)).map((c) => c.id))).length,
        'student',
      ),
    ],
  });

/** "What's due in <Reed's class> this week?": its work due Monday to Sunday, by title, or none. */
export const dueThisWeekIn =
  (className: string) =>
  async (f: Facts): Promise<Expected> => {
    const monday = mondayOf(f.today);
    const work = await f.classAssignments(
      (await reedClasses(f, className)).map((c) => c.id),
      monday,
      shift(monday, 6),
    );
    const titles = [...new Set(work.map((w) => w.title))];
    return { has: titles.length ? titles : [/No homework/] };
  };

/** 'My timetable on <weekday>': the start times of the teacher's lessons that day (1 = Monday). */
export const lessonStartsOf =
  (teacher: string, day: number) =>
  async (f: Facts): Promise<Expected> => ({
    has: (
      await f.lessons(
        (await f.classes(null, null, teacher)).map((c) => c.id),
        day,
      )
    ).map((l) => l.start),
  });

/** 'How many teachers (parents) …?': the school's active accounts of that role. */
export const activeCount =
  (role: 'teacher' | 'parent') =>
  async (f: Facts): Promise<Expected> => ({
    has: [count(await f.activeProfiles(role), role)],
  });

/** 'Who was late on <weekday>?' school-wide: everyone marked late that day, or nobody. */
export const lateSchoolWide =
  (weekday: number) =>
  async (f: Facts): Promise<Expected> => {
    const day = lastWeekday(f.today, weekday);
    const marks = await f.allMarks(day, day);
    return {
      has: namesOrNobody(
        marks.filter((m) => m.status === 'late').map((m) => m.name),
        'late',
      ),
    };
  };

/** What a parent's children still owe, in dollars. */
export async function familyOwes(f: Facts, parent: string) {
  const kids = await f.childrenOf(parent);
  return { kids, owed: dollars(await f.owed(kids.map((k) => k.id))) };
}
