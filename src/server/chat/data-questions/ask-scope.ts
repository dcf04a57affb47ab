import type { Role } from '@/shared/schemas/auth.ts';
import type { Tx } from '../../platform/db/tx.ts';
import { listOf, studentLabel } from './answer-format.ts';
import type { Ask } from './ask-parse.ts';
import type { VocabClass, VocabStudent, Vocabulary } from './ask-vocabulary.ts';

/** What an answer needs besides the parsed question: the caller's transaction, role and today. */
export interface AskContext {
  tx: Tx;
  role: Role;
  today: string;
  vocab: Vocabulary;
  ask: Ask;
}

/** Classes of one name (one set of students), labelled with the subject when one was asked. */
export interface ClassGroup {
  label: string;
  classes: VocabClass[];
}

/**
 * Whom a question is about, each answered on its own (never blended): named students (a parent's
 * 'my son' is each child), the classes it names, a year group, or all the caller may see.
 */
export type Scope =
  | { kind: 'students'; students: VocabStudent[] }
  | { kind: 'classes'; groups: ClassGroup[] }
  | { kind: 'grade'; grade: number }
  | { kind: 'all' }
  | { kind: 'answer'; answer: string };

/** Students named at most before the answer asks which one is meant. */
export const MOST_NAMED = 6;

export function groupClasses(
  classes: readonly VocabClass[],
  subjects: readonly string[],
): ClassGroup[] {
  const groups = new Map<string, VocabClass[]>();
  for (const c of classes) {
    const key = subjects.length ? `${c.name} ${c.subject}` : c.name;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([label, list]) => ({ label, classes: list }));
}

/** The plain answer for a class the caller has none of, naming those they have. */
export function noSuchClass(role: Role, wanted: string, classes: readonly VocabClass[]): string {
  const names = listOf(classes.map((c) => c.name));
  return role === 'teacher'
    ? `You do not teach a class “${wanted}”. Your classes: ${names}.`
    : role === 'admin'
      ? `The school has no class “${wanted}”. Its classes: ${names}.`
      : `None of your children is in a class “${wanted}”. Their classes: ${names}.`;
}

function whichStudent(ctx: AskContext, students: readonly VocabStudent[]): string {
  const first = students[0]!.name.split(' ')[0];
  const shown = students.slice(0, 12).map(studentLabel);
  const more = students.length > 12 ? `, and ${students.length - 12} more` : '';
  return `Which ${first} do you mean? ${students.length} students you can see are called ${first}: ${shown.join(', ')}${more}. Ask again with the full name.`;
}

/**
 * The scope of a question. `ownClasses`: a class named must be one of the caller's own (their
 * classes, their children's); otherwise any class of the school (shared information).
 */
export function scopeOf(ctx: AskContext, ownClasses = true): Scope {
  const { ask, vocab, role } = ctx;
  const children = vocab.students.filter((s) => s.child);
  if (ask.students.length > MOST_NAMED)
    return { kind: 'answer', answer: whichStudent(ctx, ask.students) };
  if (ask.students.length) return { kind: 'students', students: ask.students };
  if (ask.unknownName) {
    return {
      kind: 'answer',
      answer:
        role === 'parent'
          ? `None of your children is called “${ask.unknownName}”. Your children: ${listOf(children.map((c) => c.name))}.`
          : `I found no student called “${ask.unknownName}” among the students you can see.`,
    };
  }
  if (ask.classAsked) {
    const pool = ownClasses ? vocab.classes.filter((c) => c.mine) : vocab.classes;
    const found = ask.classes.filter((c) => pool.includes(c));
    if (found.length === 0) {
      const wanted = [ask.classAsked, ...ask.subjects].join(' ');
      return {
        kind: 'answer',
        answer: noSuchClass(role === 'teacher' && !ownClasses ? 'admin' : role, wanted, pool),
      };
    }
    return { kind: 'classes', groups: groupClasses(found, ask.subjects) };
  }
  if (ask.mine && ask.classes.length)
    return { kind: 'classes', groups: groupClasses(ask.classes, ask.subjects) };
  if (ask.gradeLevel !== null) return { kind: 'grade', grade: ask.gradeLevel };
  if (role === 'parent' && children.length) return { kind: 'students', students: children };
  // A student asks about themselves (row-level security shows them their own record only).
  if (role === 'student' && vocab.students.length) {
    return { kind: 'students', students: vocab.students };
  }
  return { kind: 'all' };
}

/**
 * The class groups of a scope that is not about named students: the classes named; a year group as
 * one group (the question is about it); otherwise each of the caller's own classes apart (none for
 * an admin, who has to name one). Classes of the subjects asked only.
 */
export function classGroupsOf(
  ctx: AskContext,
  scope: Exclude<Scope, { kind: 'answer' | 'students' }>,
): ClassGroup[] {
  const { ask, vocab, role } = ctx;
  const ofSubject = (c: VocabClass) =>
    ask.subjects.length === 0 || ask.subjects.includes(c.subject);
  if (scope.kind === 'classes') return scope.groups;
  if (scope.kind === 'grade') {
    const classes = vocab.classes.filter(
      (c) => (c.mine || role === 'admin') && c.grade === scope.grade && ofSubject(c),
    );
    return classes.length ? [{ label: `Grade ${scope.grade}`, classes }] : [];
  }
  return groupClasses(
    vocab.classes.filter((c) => c.mine && role !== 'admin' && ofSubject(c)),
    ask.subjects,
  );
}
