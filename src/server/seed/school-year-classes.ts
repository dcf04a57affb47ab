import { derivedInt, derivedUuid } from './derive.ts';
import type { ClassRow, TimetableRow, YearOptions, YearPeople } from './school-year-types.ts';

// The school year's classes, their teachers and rooms, and the weekly timetable (planSchoolYear).

/** What each section of a grade takes when the options do not say (a subject list per grade). */
export function defaultCurriculum(grade: number): readonly string[] {
  if (grade <= 5) return ['Mathematics', 'English', 'Art', 'Music', 'Physical Education'];
  if (grade <= 8) {
    return [
      'Mathematics',
      'English',
      'Biology',
      'Geography',
      'History',
      'Computer Science',
      'Physical Education',
    ];
  }
  return ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'History', 'Economics'];
}

/** Lessons: 8 periods of 45 minutes, Monday (1) to Friday (5). */
export const PERIOD_STARTS = [
  '08:00',
  '08:50',
  '09:40',
  '10:40',
  '11:30',
  '13:00',
  '13:50',
  '14:40',
];
const LESSON_MINUTES = 45;
const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

const pad = (value: number) => String(value).padStart(2, '0');

function minutesToTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
}

export function planClasses(
  people: YearPeople,
  options: YearOptions,
  scope: string,
  grades: number[],
  sections: string[],
  subjectId: Map<string, string>,
): { classes: ClassRow[]; timetable: TimetableRow[] } {
  const curriculum = options.curriculum ?? defaultCurriculum;
  const teacherByEmail = new Map(people.teachers.map((teacher) => [teacher.email, teacher]));
  const spelled = new Map(
    (options.classes ?? []).map((spec) => [`${spec.grade}${spec.section}/${spec.subject}`, spec]),
  );
  const spelledTeachers = new Set(
    (options.classes ?? []).map((spec) => {
      const teacher = teacherByEmail.get(spec.teacher);
      if (!teacher) throw new Error(`No teacher person ${spec.teacher}`);
      return teacher.id;
    }),
  );
  const wanted = grades.flatMap((grade) =>
    sections.flatMap((section) =>
      curriculum(grade).map((subject) => ({ grade, section, subject })),
    ),
  );
  for (const spec of options.classes ?? []) {
    const key = `${spec.grade}${spec.section}/${spec.subject}`;
    if (!wanted.some((want) => `${want.grade}${want.section}/${want.subject}` === key)) {
      wanted.push({ grade: spec.grade, section: spec.section, subject: spec.subject });
    }
  }
  if (wanted.length && !people.teachers.length)
    throw new Error('Classes need at least one teacher');

  // Teachers who are not spelled out share the rest, each a specialist of one subject where
  // there are enough of them (so many to a subject as its classes need), else several subjects.
  const pool = people.teachers.filter((teacher) => !spelledTeachers.has(teacher.id));
  const generalists = pool.length ? pool : people.teachers;
  const demand = new Map<string, number>();
  for (const want of wanted) {
    if (!spelled.has(`${want.grade}${want.section}/${want.subject}`)) {
      demand.set(want.subject, (demand.get(want.subject) ?? 0) + 1);
    }
  }
  const teachersOf = specialists([...demand.entries()], generalists);

  const load = new Map<string, number>();
  const classes: ClassRow[] = wanted.map((want) => {
    const key = `${want.grade}${want.section}/${want.subject}`;
    const spec = spelled.get(key);
    const id = subjectId.get(want.subject);
    if (!id)
      throw new Error(`The class subject ${want.subject} is not among the school's subjects`);
    let teacherId: string;
    if (spec) teacherId = teacherByEmail.get(spec.teacher)!.id;
    else {
      const candidates = teachersOf.get(want.subject)!;
      teacherId = candidates.reduce((best, teacher) =>
        (load.get(teacher) ?? 0) < (load.get(best) ?? 0) ? teacher : best,
      );
    }
    load.set(teacherId, (load.get(teacherId) ?? 0) + 1);
    return {
      id: derivedUuid(`${scope}/class/${key}`),
      name: spec?.name ?? `Grade ${want.grade}${want.section}`,
      subjectId: id,
      teacherId,
      room: spec?.room ?? roomFor(want.subject, want.grade, want.section),
      schedule: '',
      grade: want.grade,
      section: want.section,
    };
  });

  const timetable = planTimetable(options, scope, classes);
  for (const klass of classes) {
    const lessons = timetable
      .filter((entry) => entry.classId === klass.id)
      .sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime));
    klass.schedule = lessons.length
      ? lessons
          .map((entry) => `${DAY_NAMES[entry.dayOfWeek - 1]} ${entry.startTime.slice(0, 5)}`)
          .join(', ')
      : 'To be arranged';
  }
  return { classes, timetable };
}

function specialists(demand: [string, number][], teachers: readonly { id: string }[]) {
  const result = new Map<string, string[]>();
  if (!demand.length) return result;
  if (teachers.length < demand.length) {
    demand.forEach(([subject], index) =>
      result.set(subject, [teachers[index % teachers.length]!.id]),
    );
    return result;
  }
  // Largest remainder: each subject gets at least one teacher, the rest by share of classes.
  const total = demand.reduce((sum, [, count]) => sum + count, 0);
  const spare = teachers.length - demand.length;
  const shares = demand.map(([subject, count]) => {
    const exact = (count / total) * spare;
    return { subject, count: 1 + Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = teachers.length - shares.reduce((sum, share) => sum + share.count, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (left-- <= 0) break;
    share.count++;
  }
  let next = 0;
  for (const share of shares) {
    result.set(
      share.subject,
      teachers.slice(next, next + share.count).map((teacher) => teacher.id),
    );
    next += share.count;
  }
  return result;
}

function roomFor(subject: string, grade: number, section: string): string {
  switch (subject) {
    case 'Physics':
    case 'Chemistry':
    case 'Biology':
      return `${subject} Lab`;
    case 'Computer Science':
      return 'Computer Lab';
    case 'Art':
      return 'Art Studio';
    case 'Music':
      return 'Music Room';
    case 'Physical Education':
      return 'Gym';
    default:
      return `Room ${grade}${section}`;
  }
}

/** `room`, or the first of 'room 2', 'room 3' … that is free: schools have several labs and gyms. */
function freeRoom(room: string, free: (name: string) => boolean): string {
  for (let copy = 1; ; copy++) {
    const name = copy === 1 ? room : `${room} ${copy}`;
    if (free(name)) return name;
  }
}

/**
 * Lessons in free periods: never two at once for a teacher, a section or a room, on different days of
 * the week where possible. A lesson that finds no free period is left out (the class keeps fewer).
 */
function planTimetable(options: YearOptions, scope: string, classes: ClassRow[]): TimetableRow[] {
  const lessons = options.lessonsPerWeek ?? 3;
  const busy = new Set<string>();
  const rows: TimetableRow[] = [];
  const slots = [1, 2, 3, 4, 5].flatMap((day) =>
    PERIOD_STARTS.map((_, period) => ({ day, period })),
  );
  for (const klass of classes) {
    const offset = derivedInt(`${scope}/timetable/${klass.id}`) % slots.length;
    const days = new Set<number>();
    const free = (slot: { day: number; period: number }) =>
      !busy.has(`t/${klass.teacherId}/${slot.day}/${slot.period}`) &&
      !busy.has(`s/${klass.grade}${klass.section}/${slot.day}/${slot.period}`);
    for (let lesson = 0; lesson < lessons; lesson++) {
      let chosen: { day: number; period: number } | undefined;
      for (const spreadDays of [true, false]) {
        for (let step = 0; step < slots.length && !chosen; step++) {
          // Stride through the week so one class's lessons land on different days.
          const slot = slots[(offset + step * 9 + lesson * 17) % slots.length]!;
          if (free(slot) && (!spreadDays || !days.has(slot.day))) chosen = slot;
        }
        if (chosen) break;
      }
      if (!chosen) break;
      days.add(chosen.day);
      busy.add(`t/${klass.teacherId}/${chosen.day}/${chosen.period}`);
      busy.add(`s/${klass.grade}${klass.section}/${chosen.day}/${chosen.period}`);
      // A shared room (a lab, the gym) taken at that time: the lesson goes to another one like it.
      const room = freeRoom(
        klass.room,
        (name) => !busy.has(`r/${name}/${chosen.day}/${chosen.period}`),
      );
      busy.add(`r/${room}/${chosen.day}/${chosen.period}`);
      const [hours, minutes] = PERIOD_STARTS[chosen.period]!.split(':').map(Number) as [
        number,
        number,
      ];
      const startMinutes = hours * 60 + minutes;
      rows.push({
        id: derivedUuid(`${scope}/timetable/${klass.id}/${lesson}`),
        classId: klass.id,
        dayOfWeek: chosen.day,
        startTime: minutesToTime(startMinutes),
        endTime: minutesToTime(startMinutes + LESSON_MINUTES),
        room,
      });
    }
  }
  return rows;
}
