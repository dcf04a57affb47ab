import type { Token } from './ask-words.ts';

/**
 * What a question asks about (its topic), from its words alone: the first rule below that holds,
 * in this order, so that 'late fees' is about fees and 'missed homework' about homework. The
 * school's rows (ask-vocabulary.ts) then fill the topic's slots.
 */
export type Topic =
  | 'fees'
  | 'meetings'
  | 'who-teaches'
  | 'homework'
  | 'grades'
  | 'attendance'
  | 'timetable'
  | 'roster'
  | 'class-sizes'
  | 'count';

export type Counted = 'students' | 'teachers' | 'parents' | 'classes';

export interface TopicRead {
  topic: Topic;
  /** 'how many', 'number of', …: the answer leads with a count. */
  counting: boolean;
  /** What a count is of ('How many teachers …'). */
  counted: Counted | null;
  /** Attendance: the statuses asked for ('who was off' → absent); null: every status. */
  only: ('absent' | 'late')[] | null;
  /** Homework: only work still to hand in; fees: only what is owed, or what was paid. */
  outstanding: boolean;
  paid: boolean;
  /** The question tries to instruct the assistant ('ignore the rules …'). */
  instruction: boolean;
}

const set = (words: string) => new Set(words.split(' '));
const FEES = set(
  'fee fees owe owed owes owing pay paid paying payment payments balance tuition bill bills invoice invoices money cost costs charge charges arrears debt',
);
const MEETINGS = set('meeting meetings appointment appointments conference conferences meet meets');
const HOMEWORK = set(
  'homework homeworks assignment assignments coursework project projects essay essays worksheet worksheets submission submissions submit submitted',
);
const ABSENT = set(
  'absent absence absences absentee absentees missing missed away off sick ill truant truancy skip skipped skipping bunked miss misses',
);
const LATE = set('late lateness tardy tardies');
const ATTENDANCE = set('attendance attend attended attending present register registers');
const GRADES = set(
  'grades graded marks scores score results result doing performing progress gpa report achievement',
);
const TIMETABLE = set('timetable timetables schedule schedules lesson lessons period periods');
const PEOPLE = set(
  'students student pupils pupil kids kid children child learners learner boys girls',
);
const TEACHERS = set('teachers teacher staff');
const PARENTS = set('parents parent families family guardians guardian');
const CLASSES = set('classes class groups group sets forms');
const OUTSTANDING = set('outstanding pending still overdue left unfinished missing owed owe owing');
const ORDINALS = set(
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth',
);

export function readTopic(tokens: readonly Token[]): TopicRead | null {
  const words = tokens.map((t) => t.word);
  const has = (list: Set<string>) => words.some((w) => list.has(w));
  const hasWord = (...list: string[]) => list.some((w) => words.includes(w));
  const phrase = (text: string) => ` ${words.join(' ')} `.includes(` ${text} `);
  const after = (first: string, then: Set<string> | string[], within = 3) =>
    words.some(
      (w, i) =>
        w === first &&
        words
          .slice(i + 1, i + 1 + within)
          .some((n) => (then instanceof Set ? then.has(n) : then.includes(n))),
    );

  const counting =
    phrase('how many') || phrase('number of') || hasWord('count', 'total', 'headcount');
  const instruction =
    hasWord('ignore', 'disregard', 'forget', 'override', 'bypass') &&
    hasWord(
      'rules',
      'rule',
      'instructions',
      'previous',
      'restrictions',
      'permissions',
      'policy',
      'policies',
      'security',
    );
  // 'grade 10', '10th grade', 'tenth grade': a year group, not marks.
  const gradeWords = words.filter(
    (w, i) =>
      (w === 'grade' || w === 'grades') &&
      !/^\d/.test(words[i + 1] ?? '') &&
      !/^\d|^(st|nd|rd|th)$/.test(words[i - 1] ?? '') &&
      !ORDINALS.has(words[i - 1] ?? ''),
  );
  const gradesAsked =
    has(GRADES) ||
    gradeWords.length > 0 ||
    phrase('how well') ||
    phrase('getting on') ||
    ((phrase('how did') || phrase('how does')) && hasWord('do')) ||
    (phrase('how is') && hasWord('in') && !counting);
  const handIn =
    phrase('hand in') ||
    phrase('handed in') ||
    phrase('turn in') ||
    phrase('turned in') ||
    hasWord('submit');
  const homework = has(HOMEWORK) || handIn || hasWord('due');
  const absent =
    has(ABSENT) ||
    phrase('not in') ||
    phrase('turn up') ||
    phrase('show up') ||
    phrase('not come in');
  const late = has(LATE);
  const attendance =
    has(ATTENDANCE) ||
    absent ||
    late ||
    (!counting && (phrase('in school') || phrase('at school')) && hasWord('was', 'is', 'were'));
  const read = (topic: Topic, extra: Partial<TopicRead> = {}): TopicRead => ({
    topic,
    counting,
    counted: null,
    only: null,
    outstanding: false,
    paid: false,
    instruction,
    ...extra,
  });

  if (has(FEES) || (phrase('how much') && !homework && !attendance)) {
    if (!(homework && !hasWord('fee', 'fees', 'pay', 'paid', 'tuition', 'money'))) {
      const paid =
        (hasWord('paid', 'payments', 'payment') || (hasWord('pay') && hasWord('did'))) &&
        !hasWord('owe', 'owed', 'owing', 'due', 'outstanding', 'unpaid');
      return read('fees', { paid, outstanding: !paid });
    }
  }
  if (has(MEETINGS) || phrase('parents evening') || phrase('parent teacher'))
    return read('meetings');
  // 'What do I teach on Wednesdays?': the caller's own day, a timetable.
  const myDay =
    hasWord('i') &&
    words.some((w) => /^(today|tomorrow|(mon|tues|wednes|thurs|fri|satur|sun)days?)$/.test(w));
  if (
    myDay &&
    hasWord('teach', 'teaching', 'have', 'got') &&
    !homework &&
    !attendance &&
    !gradesAsked
  )
    return read('timetable');
  // 'list my kids' teachers', 'show the teachers of 10A': teachers are what is asked for.
  const at = words.lastIndexOf('teachers');
  const teachersAsked =
    at >= 0 &&
    (at === words.length - 1 || ['of', 'for'].includes(words[at + 1]!)) &&
    hasWord('list', 'show', 'give', 'tell', 'names', 'all', 'my', 'our') &&
    !attendance &&
    !homework &&
    !counting;
  const teachVerb = [
    'teach',
    'teaches',
    'teaching',
    'takes',
    'take',
    'taking',
    'runs',
    'run',
    'handles',
  ];
  if (
    after('who', teachVerb, 4) ||
    (hasWord('teach', 'teaches') && !attendance && !homework && !counting && !myDay) ||
    (has(TEACHERS) &&
      hasWord('who', 'whose', 'which', 'name', 'names', 'contact', 'email') &&
      !attendance &&
      !homework &&
      !counting) ||
    /^teachers? (of|for)$/.test(words.slice(0, 2).join(' ')) ||
    teachersAsked
  ) {
    return read('who-teaches');
  }
  if (homework && !(has(GRADES) || gradeWords.length > 0)) {
    const outstanding =
      has(OUTSTANDING) ||
      phrase('not handed') ||
      phrase('not submitted') ||
      phrase('has to') ||
      phrase('have to') ||
      phrase('needs to') ||
      phrase('need to') ||
      phrase('to do') ||
      phrase('still') ||
      (handIn && hasWord('not', 'yet'));
    return read('homework', { outstanding });
  }
  if (attendance) {
    const only: ('absent' | 'late')[] = [];
    if (absent) only.push('absent');
    if (late) only.push('late');
    return read('attendance', { only: only.length ? only : null });
  }
  if (gradesAsked) return read('grades');
  if (
    has(TIMETABLE) ||
    (has(CLASSES) && hasWord('what', 'which', 'when') && hasWord('today', 'tomorrow', 'on', 'next'))
  ) {
    return read('timetable');
  }
  const listing =
    hasWord('list', 'names', 'roster', 'register') ||
    phrase('who is in') ||
    phrase('who are in') ||
    phrase('who are the') ||
    phrase('who are my') ||
    phrase('class list') ||
    (hasWord('who', 'which') && has(PEOPLE) && hasWord('in'));
  if (
    listing &&
    (has(PEOPLE) ||
      hasWord('everyone', 'everybody') ||
      phrase('who is in') ||
      phrase('who are in') ||
      phrase('class list')) &&
    !counting
  ) {
    return read('roster');
  }
  if (
    phrase('class sizes') ||
    phrase('class size') ||
    (hasWord('size', 'sizes', 'big', 'biggest', 'largest', 'smallest') && has(CLASSES)) ||
    (counting && (phrase('each class') || phrase('per class') || phrase('every class')))
  ) {
    return read('class-sizes');
  }
  if (counting) {
    const counted: Counted | null = has(PEOPLE)
      ? 'students'
      : has(TEACHERS)
        ? 'teachers'
        : has(PARENTS)
          ? 'parents'
          : has(CLASSES)
            ? 'classes'
            : null;
    if (counted) return read('count', { counted });
  }
  return null;
}

/** Which way a bare weekday or date looks from today: back for what happened, ahead for what is due. */
export const lookingAhead = (topic: Topic) =>
  topic === 'homework' || topic === 'meetings' || topic === 'timetable';
