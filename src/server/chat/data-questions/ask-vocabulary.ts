import type { Role } from '@/shared/schemas/auth.ts';
import { nearly, type Token } from './ask-words.ts';
import type {
  VocabClass,
  VocabRows,
  VocabStudent,
  VocabTeacher,
} from './ask-vocabulary.queries.ts';

/**
 * What the parser knows of the caller's school: the rows they may see (ask-vocabulary.queries.ts)
 * and the everyday names of subjects. Each `find…` reads the tokens from a position and answers
 * what they name and how many tokens that took.
 */
export interface Vocabulary extends VocabRows {
  role: Role;
}

export type { VocabClass, VocabStudent, VocabTeacher };

/** The grade and section of a class code or a class's name: '10A', 'Grade 10A', 'Year 7-b'. */
export function classCode(text: string): { grade: number; section: string } | null {
  const found = /(?:^|[^\p{L}\d])(\d{1,2})\s*-?\s*(\p{L}{1,2})(?![\p{L}\d])/u.exec(` ${text}`);
  if (!found) return null;
  const grade = Number(found[1]);
  const section = found[2]!.toUpperCase();
  if (grade < 1 || grade > 12 || /^(ST|ND|RD|TH|AM|PM)$/.test(section)) return null;
  return { grade, section };
}

/** Everyday names of the usual subjects (the school's own names are matched as they are too). */
const SUBJECT_ALIASES: Record<string, string[]> = {
  mathematics: ['math', 'maths', 'mathematic', 'mathematics', 'arithmetic', 'algebra', 'geometry'],
  'physical education': ['pe', 'p e', 'phys ed', 'gym', 'physical education'],
  'computer science': ['cs', 'comp sci', 'computing', 'ict', 'coding', 'programming'],
  chemistry: ['chem', 'chemistry'],
  biology: ['bio', 'biol', 'biology'],
  physics: ['phys', 'physics'],
  geography: ['geo', 'geog', 'geography'],
  history: ['hist', 'history'],
  economics: ['econ', 'econs', 'eco', 'economics'],
  english: [
    'eng',
    'english',
    'english lit',
    'english literature',
    'english language',
    'lit',
    'literature',
  ],
  art: ['art', 'arts', 'art and design', 'drawing'],
  music: ['music'],
};

/** The school's subject a run of words names, with the words it took (longest first). */
export function findSubject(
  vocab: Vocabulary,
  words: readonly string[],
  at: number,
): { subject: string; used: number } | null {
  for (const length of [3, 2, 1]) {
    const phrase = words.slice(at, at + length).join(' ');
    if (words.length < at + length) continue;
    for (const subject of vocab.subjects) {
      const name = subject.toLowerCase();
      const aliases = SUBJECT_ALIASES[name] ?? [];
      if (name === phrase || aliases.includes(phrase)) return { subject, used: length };
    }
    if (length > 1) continue;
    // A typo or a short form of a one-word subject: 'mathematic', 'chemisty', 'geograph'.
    for (const subject of vocab.subjects) {
      const name = subject.toLowerCase();
      if (name.includes(' ')) continue;
      if (nearly(phrase, name) || (phrase.length >= 5 && name.startsWith(phrase))) {
        return { subject, used: 1 };
      }
    }
  }
  return null;
}

const COMMON_WORDS = new Set([
  'will',
  'may',
  'grace',
  'mark',
  'bill',
  'art',
  'june',
  'april',
  'summer',
  'faith',
  'hope',
  'joy',
  'rose',
  'rosa',
  'iris',
  'ivy',
  'sky',
  'wen',
  'una',
  'ada',
  'leo',
  'ben',
  'amir',
]);

const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);

/** The students a run of tokens names: a full name, or a first name (several may share it). */
export function findStudents(
  vocab: Vocabulary,
  tokens: readonly Token[],
  at: number,
): { students: VocabStudent[]; used: number } | null {
  const words = tokens.map((t) => t.word);
  let best: { students: VocabStudent[]; used: number } | null = null;
  for (const student of vocab.students) {
    const parts = nameWords(student.name);
    const full = parts.every((part, k) => words[at + k] === part);
    const used = full ? parts.length : parts[0] === words[at] ? 1 : 0;
    if (used === 0) continue;
    if (used === 1 && !tokens[at]!.capital && COMMON_WORDS.has(words[at]!)) continue;
    if (!best || used > best.used) best = { students: [student], used };
    else if (used === best.used) best.students.push(student);
  }
  return best;
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'sir', 'madam', 'prof']);

/** A teacher a run of tokens names: 'Mr Reed', 'Thomas Reed', or 'Reed' written with a capital. */
export function findTeacher(
  vocab: Vocabulary,
  tokens: readonly Token[],
  at: number,
): { teachers: VocabTeacher[]; used: number } | null {
  const words = tokens.map((t) => t.word);
  const titled = TITLES.has(words[at]!) ? 1 : 0;
  const found: VocabTeacher[] = [];
  let used = 0;
  for (const teacher of vocab.teachers) {
    const parts = nameWords(teacher.name);
    if (!titled && parts.every((part, k) => words[at + k] === part)) {
      if (parts.length > used) found.length = 0;
      used = Math.max(used, parts.length);
      found.push(teacher);
      continue;
    }
    const surname = parts.at(-1);
    const word = words[at + titled];
    if (used <= 1 + titled && surname === word && (titled || tokens[at]!.capital)) {
      used = 1 + titled;
      found.push(teacher);
    }
  }
  return found.length ? { teachers: found, used } : null;
}

/** Classes of a code ('10A'), narrowed to subjects if any are named. */
export function classesNamed(
  classes: readonly VocabClass[],
  code: { grade: number; section: string },
  subjects: readonly string[],
): VocabClass[] {
  return classes.filter((c) => {
    const own = classCode(c.name);
    return (
      own?.grade === code.grade &&
      own.section === code.section &&
      (subjects.length === 0 || subjects.includes(c.subject))
    );
  });
}
