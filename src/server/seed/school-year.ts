import { CLASS_SUBJECTS } from '@/shared/rules/class-subjects.ts';
import { feeDueDates, schoolYearOf } from '@/shared/rules/fee-schedule.ts';
import { registerClasses, type AttendanceOptions } from './attendance-year.ts';
import { FIRST_NAMES, LAST_NAMES, derivedInt, derivedUuid, freshName, pick } from './derive.ts';
import { planHistory, type YearHistory } from './history-year.ts';
import { addDays } from './school-calendar.ts';

/**
 * A school's year of data (migration 0005): subjects, student records, guardianships, classes,
 * enrolments, the weekly timetable, fee structures, their fee records and payments. Planned here,
 * without the database, deterministically from the school's seed scope and `today`; the seed
 * builder (school-builder.ts) writes it, one statement per table per school.
 */

export { CLASS_SUBJECTS } from '@/shared/rules/class-subjects.ts';

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

const DEFAULT_FEES: FeeStructureSpec[] = [
  { feeType: 'Tuition', amountCents: 45_000, frequency: 'monthly', dueDay: 1 },
  { feeType: 'Activity fee', amountCents: 12_000, frequency: 'annually', dueDay: 15 },
];

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

export function isoDate(value: string | Date | undefined): string {
  if (value === undefined) return new Date().toISOString().slice(0, 10);
  if (typeof value === 'string') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
      throw new Error(`today must be a date as YYYY-MM-DD, not ${value}`);
    }
    return value;
  }
  return value.toISOString().slice(0, 10);
}

/**
 * The school year the demo shows: the one containing today (the shared fee schedule's, September to
 * June), or in July and August the year just ended, so the summer demo still has fees that fell due.
 */
export function seedSchoolDay(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 7 || month === 8 ? `${year}-06-30` : today;
}

const pad = (value: number) => String(value).padStart(2, '0');

function minutesToTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
}

/** Every row of the school's year. Deterministic given the people's scope, the options and today. */
export function planSchoolYear(people: YearPeople, options: YearOptions): SchoolYear {
  const scope = `${people.scope}/year`;
  const today = isoDate(options.today);
  const { start, end } = schoolYearOf(seedSchoolDay(today));
  const grades = [...(options.grades ?? Array.from({ length: 12 }, (_, index) => index + 1))];
  const sections = [...(options.sections ?? ['A'])];
  for (const grade of grades) {
    if (!Number.isInteger(grade) || grade < 1 || grade > 12) {
      throw new Error(`Grades are 1 to 12, not ${grade}`);
    }
  }

  const subjectNames = [...(options.subjects ?? CLASS_SUBJECTS)];
  const subjects = subjectNames.map((name) => ({
    id: derivedUuid(`${scope}/subject/${name}`),
    name,
  }));
  const subjectId = new Map(subjects.map((subject) => [subject.name, subject.id]));

  const students = planStudents(people, options, scope, grades, sections);
  const guardianships = planGuardianships(people, options, scope, students);
  nameChildrenAfterParents(people, options, scope, students, guardianships);

  const { classes, timetable } = planClasses(people, options, scope, grades, sections, subjectId);
  const bySection = new Map<string, StudentRecord[]>();
  for (const student of students) {
    const key = `${student.grade}${student.section}`;
    bySection.set(key, [...(bySection.get(key) ?? []), student]);
  }
  const enrolments = classes.flatMap((klass) =>
    (bySection.get(`${klass.grade}${klass.section}`) ?? []).map((student) => ({
      classId: klass.id,
      studentId: student.id,
    })),
  );

  const specs = typeof options.students === 'object' ? options.students : [];
  const fixedStudents = new Set(
    students.filter((student, index) => student.userId || Object.keys(specs[index] ?? {}).length),
  );
  const register = registerClasses(classes, enrolments);
  const fixedSections = new Set([...fixedStudents].map((s) => `${s.grade}${s.section}`));
  const spelledTeachers = new Set(
    (options.classes ?? []).flatMap((spec) =>
      people.teachers.filter((teacher) => teacher.email === spec.teacher).map((t) => t.id),
    ),
  );
  const history = planHistory({
    scope,
    today,
    admins: people.admins,
    teachers: people.teachers,
    parents: people.parents,
    studentPeople: people.students,
    students,
    fixedStudents: new Set([...fixedStudents].map((student) => student.id)),
    fixedTeachers: spelledTeachers,
    classes,
    fixedClasses: new Set([
      ...[...register.values()].map((klass) => klass.id),
      ...classes
        .filter((klass) => fixedSections.has(`${klass.grade}${klass.section}`))
        .map((klass) => klass.id),
    ]),
    guardianships,
  });

  const feeStructures = (options.fees ?? DEFAULT_FEES).map((fee, index): FeeStructureRow => ({
    id: derivedUuid(`${scope}/fee/${index}`),
    feeType: fee.feeType,
    amountCents: fee.amountCents,
    frequency: fee.frequency,
    dueDay: fee.dueDay,
    grades: [...(fee.grades ?? grades)].sort((a, b) => a - b),
    status: fee.status ?? 'active',
  }));
  const { feeRecords, payments } = planFees(
    people,
    options,
    scope,
    today,
    start,
    students,
    feeStructures,
    history,
  );

  return {
    today,
    start,
    end,
    subjects,
    students,
    guardianships,
    classes,
    enrolments,
    timetable,
    feeStructures,
    feeRecords,
    payments,
    history,
  };
}

function planStudents(
  people: YearPeople,
  options: YearOptions,
  scope: string,
  grades: number[],
  sections: string[],
): StudentRecord[] {
  const slots = grades.flatMap((grade) => sections.map((section) => ({ grade, section })));
  const count = options.students ?? Math.max(people.students.length, slots.length);
  const specs: readonly StudentRecordSpec[] =
    typeof count === 'number' ? Array.from({ length: count }, () => ({})) : count;
  const claimed = new Set(specs.flatMap((spec) => (spec.account ? [spec.account] : [])));
  const unclaimed = people.students.filter((person) => !claimed.has(person.email));
  const byEmail = new Map(people.students.map((person) => [person.email, person]));
  const width = Math.max(4, String(specs.length).length);
  const records = specs.map((spec, index): StudentRecord => {
    const person = spec.account ? byEmail.get(spec.account) : unclaimed.shift();
    if (spec.account && !person) throw new Error(`No student person ${spec.account}`);
    const slot = slots[index % slots.length]!;
    const grade = spec.grade ?? slot.grade;
    const section = spec.section ?? (spec.grade === undefined ? slot.section : sections[0]!);
    return {
      id: spec.id ?? derivedUuid(`${scope}/student/${index}`),
      userId: person?.id ?? null,
      // Derived names are given by nameChildrenAfterParents, once families are known.
      fullName: spec.fullName ?? person?.fullName ?? '',
      email: person?.email ?? null,
      // School-wide admission numbers in the order of the records: S0001, S0002, ...
      rollNumber: spec.rollNumber ?? `S${String(index + 1).padStart(width, '0')}`,
      grade,
      section,
    };
  });
  const rolls = new Set<string>();
  for (const record of records) {
    if (rolls.has(record.rollNumber))
      throw new Error(`Two students share roll number ${record.rollNumber}`);
    rolls.add(record.rollNumber);
  }
  return records;
}

/**
 * Spelled-out guardians first; then families of the remaining parents and children: a parent has
 * one child (most), two or three; now and then a parent joins the previous family as its second
 * guardian, and so are the parents left when every child has a family. A child never has more
 * than two guardians.
 */
function planGuardianships(
  people: YearPeople,
  options: YearOptions,
  scope: string,
  students: StudentRecord[],
): GuardianshipRow[] {
  const specs = typeof options.students === 'object' ? options.students : [];
  const parentByEmail = new Map(people.parents.map((parent) => [parent.email, parent]));
  const rows: GuardianshipRow[] = [];
  const spelledParents = new Set<string>();
  const spelledChildren = new Set<string>();
  students.forEach((student, index) => {
    const spec = specs[index];
    if (!spec?.guardians) return;
    spelledChildren.add(student.id);
    if (spec.guardians.length > 2) throw new Error(`${student.fullName}: at most two guardians`);
    spec.guardians.forEach((email, slot) => {
      const parent = parentByEmail.get(email);
      if (!parent) throw new Error(`No parent person ${email}`);
      spelledParents.add(parent.id);
      rows.push({
        studentId: student.id,
        parentUserId: parent.id,
        slot: (slot + 1) as 1 | 2,
        relationship: spec.relationships?.[slot] ?? 'Parent',
      });
    });
  });

  const children = students
    .filter((student) => !spelledChildren.has(student.id))
    .map((student) => ({ student, order: derivedInt(`${scope}/family-order/${student.id}`) }))
    .sort((a, b) => a.order - b.order || a.student.rollNumber.localeCompare(b.student.rollNumber))
    .map(({ student }) => student);
  const families: { children: StudentRecord[]; guardians: number }[] = [];
  let joinable = 0;
  for (const parent of people.parents) {
    if (spelledParents.has(parent.id)) continue;
    const roll = derivedInt(`${scope}/family/${parent.id}`) % 10;
    const previous = families.at(-1);
    // Now and then, and whenever no child is left, a parent is a family's second guardian.
    let family = roll < 2 && previous?.guardians === 1 ? previous : undefined;
    if (!family && !children.length) {
      while (joinable < families.length && families[joinable]!.guardians > 1) joinable++;
      family = families[joinable];
    }
    if (family) {
      for (const child of family.children) {
        rows.push({
          studentId: child.id,
          parentUserId: parent.id,
          slot: 2,
          relationship: 'Parent',
        });
      }
      family.guardians = 2;
      continue;
    }
    if (!children.length) continue;
    const size = roll < 7 ? 1 : roll < 9 ? 2 : 3;
    const members = children.splice(0, size);
    for (const child of members) {
      rows.push({ studentId: child.id, parentUserId: parent.id, slot: 1, relationship: 'Parent' });
    }
    families.push({ children: members, guardians: 1 });
  }
  return rows;
}

/** Derived children carry their first guardian's family name, and a name no one else has. */
function nameChildrenAfterParents(
  people: YearPeople,
  options: YearOptions,
  scope: string,
  students: StudentRecord[],
  guardianships: GuardianshipRow[],
) {
  const specs = typeof options.students === 'object' ? options.students : [];
  const parentName = new Map(people.parents.map((parent) => [parent.id, parent.fullName]));
  const firstGuardian = new Map(
    guardianships.filter((row) => row.slot === 1).map((row) => [row.studentId, row.parentUserId]),
  );
  const derived = (index: number) => !specs[index]?.fullName && !students[index]!.userId;
  // Names stay apart from everyone else's in the school (within a few tries).
  const names = new Set([
    ...people.parents.map((parent) => parent.fullName),
    ...people.teachers.map((teacher) => teacher.fullName),
    ...people.students.map((student) => student.fullName),
    ...people.admins.map((admin) => admin.fullName),
    ...students.filter((_, index) => !derived(index)).map((student) => student.fullName),
  ]);
  students.forEach((student, index) => {
    if (!derived(index)) return;
    const guardian = firstGuardian.get(student.id);
    const last = guardian ? parentName.get(guardian)!.split(' ').at(-1)! : undefined;
    student.fullName = freshName(
      (attempt) =>
        `${pick(FIRST_NAMES, `${scope}/student/${index}/first${attempt}`)} ${last ?? pick(LAST_NAMES, `${scope}/student/${index}/last${attempt}`)}`,
      names,
    );
    names.add(student.fullName);
  });
}

function planClasses(
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

const PAYMENT_METHODS = ['card', 'bank transfer', 'card', 'cash', 'cheque'] as const;

function planFees(
  people: YearPeople,
  options: YearOptions,
  scope: string,
  today: string,
  start: string,
  students: StudentRecord[],
  structures: FeeStructureRow[],
  history: YearHistory,
): { feeRecords: FeeRecordRow[]; payments: PaymentRow[] } {
  const specs = typeof options.students === 'object' ? options.students : [];
  const paidShare = options.paidShare ?? 0.85;
  const recordedBy = people.admins[0]?.id ?? null;
  const feeRecords: FeeRecordRow[] = [];
  const payments: PaymentRow[] = [];
  for (const structure of structures) {
    if (structure.status !== 'active') continue;
    // The same due dates the fees API generates (src/shared/rules/fee-schedule.ts).
    const dates = feeDueDates({
      frequency: structure.frequency,
      dueDay: structure.dueDay,
      from: start,
      today: seedSchoolDay(today),
    });
    const latestDue = dates.filter((date) => date <= today).at(-1);
    students.forEach((student, index) => {
      if (!structure.grades.includes(student.grade)) return;
      const unpaidLatest = specs[index]?.unpaidLatest;
      // Issued when the year was set up, or when the student joined during the year: what had
      // fallen due by then was settled on joining.
      const issued =
        history.createdOn[student.id]! > history.setup
          ? history.createdOn[student.id]!
          : history.setup;
      for (const dueDate of dates) {
        const name = `${scope}/fee-record/${structure.id}/${student.id}/${dueDate}`;
        let paidOn: string | null = null;
        // Paid a few days before or after the due date: never before it was issued, nor after today.
        const around = (before: number, after: number) => {
          const paid = addDays(
            dueDate,
            (derivedInt(`${name}/when`) % (before + after + 1)) - before,
          );
          return paid > today ? today : paid < issued ? issued : paid;
        };
        if (dueDate > today) {
          // Not due yet: open.
        } else if (dueDate < issued) {
          paidOn = issued;
        } else if (unpaidLatest) {
          const open = unpaidLatest.includes(structure.feeType) && dueDate === latestDue;
          if (!open) paidOn = around(5, 3);
        } else if ((derivedInt(`${name}/paid`) % 1000) / 1000 < paidShare) {
          paidOn = around(7, 7);
        }
        const record: FeeRecordRow = {
          id: derivedUuid(name),
          studentId: student.id,
          feeStructureId: structure.id,
          feeType: structure.feeType,
          amountCents: structure.amountCents,
          dueDate,
          paidOn,
          issuedOn: issued,
        };
        feeRecords.push(record);
        if (paidOn && record.amountCents > 0) {
          payments.push({
            id: derivedUuid(`${name}/payment`),
            feeRecordId: record.id,
            amountCents: record.amountCents,
            paidOn,
            method: pick(PAYMENT_METHODS, `${name}/method`),
            reference: `R-${derivedInt(`${name}/reference`).toString(36).toUpperCase()}`,
            recordedBy,
          });
        }
      }
    });
  }
  return { feeRecords, payments };
}
