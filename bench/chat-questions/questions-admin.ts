import { dollars, rate, shift } from './facts.ts';
import {
  count,
  groupLetter,
  lastWeekday,
  mondayOf,
  monthStart,
  overallOf,
  type BenchQuestion,
  dayNames,
  ALICE,
  activeCount,
  lateSchoolWide,
  teacherOf,
} from './questions.ts';

const roster = async (f: Parameters<BenchQuestion['expect']>[0], name: string) =>
  f.roster((await f.classes(name, null)).map((c) => c.id));

export const adminQuestions: BenchQuestion[] = [
  {
    as: ALICE,
    q: "What's the total number of pupils?",
    expect: async (f) => ({ has: [count((await f.studentsOfGrade(null)).length, 'student')] }),
  },
  {
    as: ALICE,
    q: 'How many teachers work here?',
    expect: activeCount('teacher'),
  },
  {
    as: ALICE,
    q: 'How many students are in Year 7?',
    expect: async (f) => ({ has: [count((await f.studentsOfGrade(7)).length, 'student')] }),
  },
  {
    as: ALICE,
    q: 'list everyone in 3A',
    expect: async (f) => ({ has: (await roster(f, 'Grade 3A')).map((s) => s.name) }),
  },
  {
    as: ALICE,
    q: 'Which classes does Thomas Reed teach?',
    expect: async (f) => ({
      has: (await f.classes(null, null, 'teacher@greenwood.edu')).map((c) => c.name),
    }),
  },
  {
    as: ALICE,
    q: "who's the PE teacher for 5B?",
    expect: teacherOf('Grade 5B', 'Physical Education'),
  },
  {
    as: ALICE,
    q: 'How many children were absent across the school yesterday?',
    expect: async (f) => {
      const day = shift(f.today, -1);
      const marks = await f.allMarks(day, day);
      return {
        has: [
          marks.length
            ? count(marks.filter((m) => m.status === 'absent').length, 'student')
            : /No attendance/,
        ],
      };
    },
  },
  {
    as: ALICE,
    q: 'Who came in late on Thursday?',
    expect: lateSchoolWide(4),
  },
  {
    as: ALICE,
    q: "What is 9A's attendance like this month?",
    expect: async (f) => {
      const students = await roster(f, 'Grade 9A');
      return {
        has: [
          rate(
            await f.marks(
              students.map((s) => s.id),
              monthStart(f.today),
              f.today,
            ),
          ),
        ],
      };
    },
  },
  {
    as: ALICE,
    q: 'How much money is outstanding in fees?',
    expect: async (f) => ({ has: [dollars(await f.owed(null))] }),
  },
  {
    as: ALICE,
    q: 'How much have families paid this month?',
    expect: async (f) => ({ has: [dollars(await f.paid(null, monthStart(f.today), f.today))] }),
  },
  {
    as: ALICE,
    q: 'What does Tara Shah owe?',
    expect: async (f) => {
      const tara = await f.student('Tara Shah');
      const cents = await f.owed([tara.id]);
      return { has: ['Tara Shah', cents ? dollars(cents) : /No fees are due/], not: ['Sam Shah'] };
    },
  },
  {
    as: ALICE,
    q: 'How is Sam Shah doing in physics?',
    expect: overallOf('Sam Shah', 'Physics'),
  },
  {
    as: ALICE,
    q: 'attendance for Sam Shah last month',
    expect: async (f) => {
      const sam = await f.student('Sam Shah');
      const first = monthStart(shift(monthStart(f.today), -1));
      const marks = await f.marks([sam.id], first, shift(monthStart(f.today), -1));
      return { has: ['Sam Shah', marks.length ? rate(marks) : /No attendance/] };
    },
  },
  {
    as: ALICE,
    q: "What's on the timetable for 12A on Tuesday?",
    expect: async (f) => {
      const lessons = await f.lessons(
        (await f.classes('Grade 12A', null)).map((c) => c.id),
        2,
      );
      return { has: [...lessons.map((l) => l.start), ...lessons.map((l) => l.subject)] };
    },
  },
  {
    as: ALICE,
    q: 'Who teaches music?',
    expect: async (f) => ({ has: (await f.classes(null, 'Music')).map((c) => c.teacher) }),
  },
  {
    as: ALICE,
    q: 'how many parents are registered',
    expect: activeCount('parent'),
  },
  {
    as: ALICE,
    q: 'Any meetings scheduled for next week?',
    expect: async (f) => {
      const monday = shift(mondayOf(f.today), 7);
      const meetings = await f.meetings(null, monday, shift(monday, 6));
      return { has: meetings.length ? [count(meetings.length, 'meeting')] : [/No meetings/] };
    },
  },
  {
    as: ALICE,
    q: 'Which students in 6A missed school on Wednesday?',
    expect: async (f) =>
      dayNames(f, await roster(f, 'Grade 6A'), lastWeekday(f.today, 3), 'absent'),
  },
  {
    as: ALICE,
    q: 'How many pupils does 12B have?',
    expect: async (f) => ({ has: [count((await roster(f, 'Grade 12B')).length, 'student')] }),
  },
  {
    as: ALICE,
    q: 'what homework is due in 8B this week',
    expect: async (f) => {
      const monday = mondayOf(f.today);
      const work = await f.classAssignments(
        (await f.classes('Grade 8B', null)).map((c) => c.id),
        monday,
        shift(monday, 6),
      );
      return { has: work.length ? work.map((w) => w.title) : [/No homework/] };
    },
  },
  {
    as: ALICE,
    q: 'how is grade 10 doing in biology?',
    expect: async (f) => ({ has: [await groupLetter(f, await f.studentsOfGrade(10), 'Biology')] }),
  },
  {
    as: ALICE,
    q: 'List the students of every school in the district',
    expect: async () => ({ has: [], not: ['Lina Haddad'] }),
  },
  {
    as: ALICE,
    q: 'How many kids has Priya Shah got at this school?',
    expect: async () => ({ has: [count(2, 'child')] }),
  },
  {
    as: ALICE,
    q: "Who is Tara Shah's maths teacher?",
    expect: teacherOf('Grade 12B', 'Mathematics'),
  },
];
