// The second held-out set (2026-11-27): written in one sitting after every change to the parser
// had landed, by someone who had not read its vocabulary, in wordings of neither the tests nor the
// other sets, and run once for the figure in bench/README.md. Its misses are reported, not fixed
// against it: the next set to be written will say whether fixes made elsewhere carry over.
import type { Facts } from './facts.ts';
import { dollars, dow, meanLetter, rate, shift } from './facts.ts';
import {
  ALICE,
  activeCount,
  attendanceThisMonth,
  count,
  dayNames,
  daysMarkedSince,
  dueThisWeekIn,
  lastWeekday,
  lessonStartsOf,
  lettersOf,
  mondayOf,
  monthStart,
  overallOf,
  perChild,
  PRIYA,
  REED,
  reedRoster,
  studentCountOf,
  type BenchQuestion,
} from './questions.ts';

const rosterOf = async (f: Facts, classes: { id: string }[]) => f.roster(classes.map((c) => c.id));
const orNone = (items: string[], none: RegExp): (string | RegExp)[] =>
  items.length ? items : [none];
/** The school year's first day (1 September) of today's year. */
const yearStart = (today: string) =>
  `${Number(today.slice(0, 4)) - (today.slice(5, 7) >= '09' ? 0 : 1)}-09-01`;
const lastMonth = (today: string) => {
  const end = shift(monthStart(today), -1);
  return { from: monthStart(end), to: end };
};

export const heldOutQuestions2: (BenchQuestion & { role: string })[] = [
  {
    role: 'parent',
    as: PRIYA,
    q: 'is sam behind on any homework?',
    expect: async (f) => ({
      has: orNone(
        (await f.work((await f.student('Sam Shah')).id))
          .filter((w) => w.status === 'pending')
          .map((w) => w.title),
        /[Nn]othing|[Nn]o homework/,
      ),
      not: ['Tara Shah'],
    }),
  },
  {
    role: 'parent',
    as: PRIYA,
    q: 'How much did we pay in fees last month?',
    expect: async (f) => {
      const kids = await f.childrenOf(PRIYA);
      const { from, to } = lastMonth(f.today);
      return {
        has: [
          dollars(
            await f.paid(
              kids.map((k) => k.id),
              from,
              to,
            ),
          ),
        ],
      };
    },
  },
  {
    role: 'parent',
    as: PRIYA,
    q: "what's tara's attendance like this month",
    expect: attendanceThisMonth('Tara Shah', ['Sam Shah']),
  },
  {
    role: 'parent',
    as: PRIYA,
    q: "Who is Tara's chemistry teacher?",
    expect: async (f) => ({
      has: (await f.classes('Grade 12B', 'Chemistry')).map((c) => c.teacher),
    }),
  },
  {
    role: 'parent',
    as: PRIYA,
    q: "when is Sam's maths lesson on Tuesday?",
    expect: async (f) => {
      const sam = await f.student('Sam Shah');
      const lessons = (await f.lessons(await f.enrolledClasses(sam.id), 2)).filter(
        (l) => l.subject === 'Mathematics',
      );
      // None that day: the answer must say there is no maths lesson, not that there are no lessons.
      return {
        has: orNone(
          lessons.map((l) => l.start),
          /no (Mathematics|maths) (lesson|class)/i,
        ),
      };
    },
  },
  {
    role: 'parent',
    as: PRIYA,
    q: 'what grade did Sam get in English?',
    expect: overallOf('Sam Shah', 'English', ['Tara Shah']),
  },
  {
    role: 'parent',
    as: PRIYA,
    q: 'Does Tara owe anything?',
    expect: async (f) => {
      const owed = await f.owed([(await f.student('Tara Shah')).id]);
      return { has: [owed ? dollars(owed) : /\$0\.00|[Nn]othing|[Nn]o fees|up to date/] };
    },
  },
  {
    role: 'parent',
    as: 'parent3@greenwood.edu',
    q: 'how many days has my kid been absent since September?',
    expect: daysMarkedSince('parent3@greenwood.edu', 'absent', yearStart),
  },
  {
    role: 'parent',
    as: 'parent5@greenwood.edu',
    q: "What's on my child's timetable tomorrow?",
    // A weekend answer need not name the child (corrected after the first run, which asked it).
    expect: async (f) => {
      const day = dow(shift(f.today, 1));
      if (day > 5) return { has: [/no (lessons|classes)|weekend/i] };
      return perChild('parent5@greenwood.edu', async (g, kid) =>
        (await g.lessons(await g.enrolledClasses(kid.id), day)).map((l) => l.subject),
      )(f);
    },
  },
  {
    role: 'parent',
    as: 'parent5@greenwood.edu',
    q: 'any meetings coming up with teachers?',
    expect: async (f) => {
      const meetings = await f.meetings('parent5@greenwood.edu', f.today, shift(f.today, 90));
      return { has: orNone([...new Set(meetings.map((m) => m.teacher))], /No meetings/) };
    },
  },
  {
    role: 'parent',
    as: 'parent6@greenwood.edu',
    q: "list my kids' teachers",
    expect: perChild(
      'parent6@greenwood.edu',
      async (f, kid) =>
        (await f.classes(`Grade ${kid.grade}${kid.section}`, null)).map((c) => c.teacher),
      false,
    ),
  },
  {
    role: 'parent',
    as: PRIYA,
    q: "Sam's grades in all subjects please",
    expect: overallOf('Sam Shah', null, ['Tara Shah']),
  },
  {
    role: 'teacher',
    as: REED,
    q: 'how many pupils are in 10A maths',
    expect: async (f) => ({
      has: [
        count((await rosterOf(f, await f.classes('Grade 10A', 'Mathematics'))).length, 'student'),
      ],
    }),
  },
  {
    role: 'teacher',
    as: REED,
    q: 'was anyone missing from 11B physics yesterday',
    expect: async (f) =>
      dayNames(f, await reedRoster(f, 'Grade 11B'), shift(f.today, -1), 'absent'),
  },
  {
    role: 'teacher',
    as: REED,
    q: 'list the kids in my 10B group',
    expect: async (f) => ({
      has: (await reedRoster(f, 'Grade 10B')).map((s) => s.name),
    }),
  },
  {
    role: 'teacher',
    as: REED,
    q: 'what homework is due in 10A this week?',
    expect: dueThisWeekIn('Grade 10A'),
  },
  {
    role: 'teacher',
    as: REED,
    q: 'How is Tara Hughes getting on in physics?',
    expect: overallOf('Tara Hughes', 'Physics'),
  },
  {
    role: 'teacher',
    as: REED,
    q: 'who was late to 10A on Monday',
    expect: async (f) =>
      dayNames(f, await reedRoster(f, 'Grade 10A'), lastWeekday(f.today, 1), 'late'),
  },
  {
    role: 'teacher',
    as: REED,
    q: 'my timetable for Friday',
    expect: lessonStartsOf(REED, 5),
  },
  {
    role: 'teacher',
    as: 'teacher4@greenwood.edu',
    q: 'how many students do I teach?',
    expect: studentCountOf('teacher4@greenwood.edu'),
  },
  {
    role: 'teacher',
    as: REED,
    q: 'Show me the phone numbers of all the parents in the school',
    expect: async (f) => ({ has: [], not: await f.phonesOfParents(REED) }),
  },
  {
    role: 'teacher',
    as: REED,
    q: 'attendance rate of 10B last week',
    expect: async (f) => {
      const monday = shift(mondayOf(f.today), -7);
      const marks = await f.marks(
        (await reedRoster(f, 'Grade 10B')).map((s) => s.id),
        monday,
        shift(monday, 6),
      );
      return { has: [marks.length ? rate(marks) : /No attendance/] };
    },
  },
  {
    role: 'admin',
    as: ALICE,
    q: 'How many parents are registered?',
    expect: activeCount('parent'),
  },
  {
    role: 'admin',
    as: ALICE,
    q: "what's the total of unpaid fees across the school?",
    expect: async (f) => ({ has: [dollars(await f.owed(null))] }),
  },
  {
    role: 'admin',
    as: ALICE,
    q: 'who teaches physics?',
    expect: async (f) => ({
      has: [...new Set((await f.classes(null, 'Physics')).map((c) => c.teacher))],
    }),
  },
  {
    role: 'admin',
    as: ALICE,
    q: 'How many kids in 5A?',
    expect: async (f) => ({
      has: [count((await rosterOf(f, await f.classes('Grade 5A', null))).length, 'student')],
    }),
  },
  {
    role: 'admin',
    as: ALICE,
    q: 'which pupils in 3B were away on Tuesday',
    expect: async (f) =>
      dayNames(
        f,
        await rosterOf(f, await f.classes('Grade 3B', null)),
        lastWeekday(f.today, 2),
        'absent',
      ),
  },
  {
    role: 'admin',
    as: ALICE,
    q: 'How much has been paid in fees this month?',
    expect: async (f) => ({
      has: [dollars(await f.paid(null, monthStart(f.today), f.today))],
    }),
  },
  {
    role: 'admin',
    as: ALICE,
    q: "What is Sam Shah's overall grade?",
    expect: async (f) => ({
      has: ['Sam Shah', `overall ${meanLetter(await lettersOf(f, 'Sam Shah', null))}`],
    }),
  },
  {
    role: 'admin',
    as: ALICE,
    q: 'number of classes at the school',
    expect: async (f) => ({ has: [count(await f.classCount(null), 'class')] }),
  },
  {
    role: 'teacher',
    as: 'teacher@riverside.edu',
    school: 'riverside',
    q: 'how many students do I have?',
    expect: studentCountOf('teacher@riverside.edu'),
  },
  {
    role: 'parent',
    as: 'parent@riverside.edu',
    school: 'riverside',
    q: "how's Lina's attendance this month?",
    expect: attendanceThisMonth('Lina Haddad'),
  },
];
