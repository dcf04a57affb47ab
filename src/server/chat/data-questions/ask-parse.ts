import { lookingAhead, readTopic, type TopicRead } from './ask-topics.ts';
import {
  classCode,
  classesNamed,
  findStudents,
  findSubject,
  findTeacher,
  type VocabClass,
  type VocabStudent,
  type VocabTeacher,
  type Vocabulary,
} from './ask-vocabulary.ts';
import { readWhen, type When } from './ask-when.ts';
import { FILLER, tokenize, type Token } from './ask-words.ts';

/**
 * A question about the school's data, parsed: its topic (ask-topics.ts) and the slots the
 * caller's own vocabulary fills: the people, classes, subjects and teachers it names, the day or
 * period, a year group. Nothing here reads the database; the answers do, as the caller.
 */
export interface Ask extends TopicRead {
  when: When | null;
  /** The students the question is about: named ones, or a parent's 'my son', 'my children'. */
  students: VocabStudent[];
  /** A name written as a person's ('Max's', 'for Max') that none of the caller's students has. */
  unknownName: string | null;
  /** A class code as asked ('10A'), and the school's classes of that code (and subject). */
  classAsked: string | null;
  classes: VocabClass[];
  /** 'my class', 'my students', 'my physics group': the caller's own classes. */
  mine: boolean;
  gradeLevel: number | null;
  subjects: string[];
  /** Words left over where a subject was expected ('Who teaches Astrology?'). */
  subjectAsked: string | null;
  teachers: VocabTeacher[];
  /** 'the whole school', 'every family', 'all pupils'. */
  wholeSchool: boolean;
}

const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];
const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const CHILD_WORDS = new Set([
  'son',
  'sons',
  'daughter',
  'daughters',
  'child',
  'children',
  'kid',
  'kids',
  'boy',
  'girl',
  'boys',
  'girls',
]);
const YEAR_GROUP = new Set(['grade', 'year', 'yr', 'form', 'gr', 'class']);

function gradeNumber(word: string | undefined): number | null {
  if (!word) return null;
  const n = /^\d{1,2}$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word) + 1 || null;
  return n !== null && n >= 1 && n <= 12 ? n : null;
}

/** A year group without a section: 'grade 10', 'year ten', '10th grade', 'tenth graders'. */
function readGradeLevel(
  words: readonly string[],
  at: number,
): { grade: number; used: number } | null {
  if (YEAR_GROUP.has(words[at]!) && words[at] !== 'class') {
    const grade = gradeNumber(words[at + 1]);
    if (grade !== null) return { grade, used: 2 };
  }
  const ordinal = /^(\d{1,2})(st|nd|rd|th)$/.exec(words[at]!);
  const grade = ordinal ? Number(ordinal[1]) : ORDINAL_WORDS.indexOf(words[at]!) + 1 || null;
  if (grade !== null && grade <= 12 && /^(grade|graders|year|years)$/.test(words[at + 1] ?? '')) {
    return { grade, used: 2 };
  }
  return null;
}

export function parseAsk(question: string, vocab: Vocabulary, today: string): Ask | null {
  const tokens = tokenize(question);
  const topic = readTopic(tokens);
  if (!topic) return null;
  const words = tokens.map((t) => t.word);
  const used = new Set<number>();
  const found = readWhen(tokens, today, lookingAhead(topic.topic) ? 'future' : 'past', vocab.terms);
  for (const i of found?.used ?? []) used.add(i);

  let classAsked: string | null = null;
  let code: { grade: number; section: string } | null = null;
  let gradeLevel: number | null = null;
  const subjects: string[] = [];
  const students: VocabStudent[] = [];
  let teachers: VocabTeacher[] = [];
  let unknownName: string | null = null;
  const take = (at: number, n: number) => {
    for (let k = 0; k < n; k += 1) used.add(at + k);
  };

  for (let i = 0; i < tokens.length; i += 1) {
    if (used.has(i)) continue;
    const word = words[i]!;
    const asCode = /^\d{1,2}\p{L}{1,2}$/u.test(word) ? classCode(word) : null;
    if (asCode) {
      code = asCode;
      classAsked = `${asCode.grade}${asCode.section}`;
      take(i, 1);
      if (YEAR_GROUP.has(words[i - 1] ?? '')) used.add(i - 1);
      continue;
    }
    const level = readGradeLevel(words, i);
    if (level) {
      gradeLevel = level.grade;
      take(i, level.used);
      i += level.used - 1;
      continue;
    }
    const subject = findSubject(vocab, words, i);
    if (subject && !(tokens[i]!.capital && findStudents(vocab, tokens, i))) {
      if (!subjects.includes(subject.subject)) subjects.push(subject.subject);
      take(i, subject.used);
      i += subject.used - 1;
      continue;
    }
    const named = findStudents(vocab, tokens, i);
    const teacher = findTeacher(vocab, tokens, i);
    if (teacher && (!named || teacher.used > named.used)) {
      teachers = teacher.teachers;
      take(i, teacher.used);
      i += teacher.used - 1;
      continue;
    }
    if (named) {
      for (const s of named.students) if (!students.includes(s)) students.push(s);
      take(i, named.used);
      i += named.used - 1;
      continue;
    }
    if (word === 'my' && CHILD_WORDS.has(words[i + 1] ?? '') && vocab.role === 'parent') {
      for (const s of vocab.students.filter((c) => c.child))
        if (!students.includes(s)) students.push(s);
      take(i, 2);
      i += 1;
      continue;
    }
    if (!unknownName && looksLikeName(tokens, i) && !FILLER.has(word)) unknownName = tokens[i]!.raw;
  }

  const mine =
    /\b(my|our)\s+(\w+\s+){0,3}?(class|classes|students|pupils|group|groups|set|sets|lessons?|form|kids)\b/.test(
      words.join(' '),
    ) && vocab.role === 'teacher';
  const pool = vocab.classes;
  let classes = code ? classesNamed(pool, code, subjects) : [];
  if (!code && mine)
    classes = pool.filter((c) => c.mine && (subjects.length === 0 || subjects.includes(c.subject)));
  if (code && mine) classes = classes.filter((c) => c.mine);

  const leftover = tokens
    .filter((t, i) => !used.has(i) && !FILLER.has(t.word) && !/^\d+$/.test(t.word))
    .map((t) => t.raw)
    .join(' ');
  const wholeSchool =
    /\b(whole|entire|all of the|across the) school\b|\b(every|all) (famil|parent|student|pupil|kid|child)|\beveryone\b|\bschool wide\b|\boff school\b|\bin school\b/.test(
      words.join(' '),
    );
  return {
    ...topic,
    when: found?.when ?? null,
    students,
    unknownName: students.length ? null : unknownName,
    classAsked,
    classes,
    mine,
    gradeLevel,
    subjects,
    subjectAsked: subjects.length ? null : leftover || null,
    teachers,
    wholeSchool,
  };
}

/** A capitalised word where a person's name goes: "Max's", 'for Max', 'is Max', 'does Max'. */
function looksLikeName(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i]!;
  if (!token.capital || i === 0 || !/^\p{L}+$/u.test(token.word)) return false;
  if (token.possessive) return true;
  return ['for', 'is', 'does', 'has', 'did', 'was', 'about'].includes(tokens[i - 1]!.word);
}

/** Whether the words are a question about the school's data at all (no rows needed). */
export const isAboutSchoolData = (question: string) => readTopic(tokenize(question)) !== null;
