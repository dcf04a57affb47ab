import { plural } from '@/shared/rules/text.ts';
import { each, listOf, studentLabel, table, whose } from './answer-format.ts';
import { rosterOf, studentsIn } from './ask-people.queries.ts';
import { classGroupsOf, noSuchClass, scopeOf, type AskContext } from './ask-scope.ts';
import { classCode, type VocabClass } from './ask-vocabulary.ts';
import { classIdsOf } from './ask-work.queries.ts';
import { classSizes, countOf } from './db-query.queries.ts';

/** Counts: students of a class, a year group or the school; teachers, parents, classes. */
export async function answerCount(ctx: AskContext): Promise<string> {
  const { ask, role, tx } = ctx;
  if (ask.counted === 'students' && (ask.classAsked || ask.gradeLevel !== null || ask.mine)) {
    if (ask.mine && !ask.classAsked) return answerClassSizes(ctx);
    const scope = scopeOf(ctx);
    if (scope.kind === 'answer') return scope.answer;
    if (scope.kind === 'grade') {
      const n = (await studentsIn(tx, scope.grade, null)).length;
      return `Grade ${scope.grade} has ${plural(n, 'active student')}${role === 'admin' ? '' : ` you can see (${whose(role)})`}.`;
    }
    if (scope.kind === 'classes') {
      const parts = [];
      for (const g of scope.groups) {
        const n = (
          await rosterOf(
            tx,
            g.classes.map((c) => c.id),
          )
        ).length;
        const subjects =
          g.classes.length > 1
            ? ` (the same students in each of its ${g.classes.length} subject classes: ${listOf(g.classes.map((c) => c.subject))})`
            : '';
        parts.push(
          `${g.label} has ${plural(n, 'active student')}${role === 'admin' ? '' : ' you can see'}${subjects}.`,
        );
      }
      return each(parts);
    }
  }
  if (ask.counted === 'classes' && ask.gradeLevel !== null) {
    const classes = ctx.vocab.classes.filter((c) => c.grade === ask.gradeLevel);
    return `Grade ${ask.gradeLevel} has ${plural(classes.length, 'class', 'classes')}: ${listOf(classes.map((c) => `${c.name} ${c.subject}`))}.`;
  }
  const what = ask.counted ?? 'students';
  const n = await countOf(tx, what);
  if (what === 'students') {
    return role === 'admin'
      ? `The school has ${plural(n, 'active student')}.`
      : `You can see ${plural(n, 'active student')} (${whose(role)}).`;
  }
  const noun = what.slice(0, -1);
  return what === 'classes'
    ? `The school has ${plural(n, 'class', 'classes')}.`
    : `The school has ${plural(n, `active ${noun}`)}.`;
}

/** Class lists: the students of each class named (or of the caller's own classes), by name. */
export async function answerRoster(ctx: AskContext): Promise<string> {
  const { tx, role } = ctx;
  const scope = scopeOf(ctx);
  if (scope.kind === 'answer') return scope.answer;
  if (scope.kind === 'students') return each(scope.students.map((s) => `${studentLabel(s)}.`));
  const groups = classGroupsOf(ctx, scope);
  if (groups.length === 0) return 'Which class? Name one, for example “Who is in 10A?”.';
  const parts = [];
  for (const g of groups) {
    const students = await rosterOf(
      tx,
      g.classes.map((c) => c.id),
    );
    parts.push(
      `${g.label}: ${plural(students.length, 'student')}${role === 'parent' ? ' of yours' : ''}.\n\n${table(
        ['Student', 'Roll no.'],
        students.map((s) => [s.name, s.roll_number]),
        500,
      )}`,
    );
  }
  return each(parts);
}

/** Students in each class (the caller's classes, or the classes named). */
export async function answerClassSizes(ctx: AskContext): Promise<string> {
  const { tx, role, ask } = ctx;
  let rows = await classSizes(tx, role);
  if (ask.classAsked) {
    const names = new Set(ask.classes.map((c) => c.name));
    rows = rows.filter((r) => names.has(r.name));
  }
  if (ask.subjects.length) rows = rows.filter((r) => ask.subjects.includes(r.subject));
  if (rows.length === 0) {
    return role === 'teacher' ? 'You have no classes assigned.' : 'No classes found.';
  }
  const heading =
    role === 'parent'
      ? "Your children's classes (the count is of your own children in each):"
      : role === 'teacher'
        ? rows.length === 1
          ? `Your class ${rows[0]!.name} has ${plural(rows[0]!.students, 'student')}.`
          : `Your ${rows.length} classes have ${plural(
              rows.reduce((sum, r) => sum + r.students, 0),
              'student',
            )} in all:`
        : `Students in each class (${plural(rows.length, 'class', 'classes')}):`;
  return `${heading}\n\n${table(
    ['Class', 'Subject', 'Students'],
    rows.map((r) => [r.name, r.subject, r.students]),
  )}`;
}

const SUBJECT_OF_CLASS = (c: VocabClass, subjects: readonly string[]) =>
  subjects.length === 0 || subjects.includes(c.subject);

/** Who teaches a subject (to a child, in a class, or in the caller's view of the school). */
export async function answerWhoTeaches(ctx: AskContext): Promise<string> {
  const { ask, role, vocab, tx } = ctx;
  // A teacher may ask about colleagues (every class); a parent about their children's classes.
  let pool = role === 'parent' ? vocab.classes.filter((c) => c.mine) : vocab.classes;
  let where = '';
  let scopeWords = role === 'parent' ? "your children's classes" : 'the school';
  if (ask.students.length) {
    const enrolled = await classIdsOf(
      tx,
      ask.students.map((s) => s.id),
    );
    const ids = new Set(enrolled.map((e) => e.class_id));
    pool = vocab.classes.filter((c) => ids.has(c.id));
    where = ` for ${ask.students.map((s) => s.name).join(' and ')}`;
    scopeWords = `${ask.students.map((s) => s.name).join(' and ')}'s classes`;
  } else if (ask.classAsked) {
    const named = ask.classes.filter((c) => pool.includes(c));
    const code = classCode(ask.classAsked);
    const byCode = pool.filter((c) => {
      const own = classCode(c.name);
      return own?.grade === code?.grade && own?.section === code?.section;
    });
    if (byCode.length === 0 && named.length === 0) {
      return noSuchClass(role === 'teacher' ? 'admin' : role, ask.classAsked, pool);
    }
    pool = byCode.length ? byCode : named;
    where = ` in ${listOf(pool.map((c) => c.name))}`;
  } else if (ask.teachers.length) {
    pool = pool.filter((c) => ask.teachers.some((t) => t.id === c.teacherId));
  }
  const asked = ask.subjects.length ? listOf(ask.subjects) : ask.subjectAsked;
  const taught = ask.subjects.length
    ? pool.filter((c) => SUBJECT_OF_CLASS(c, ask.subjects))
    : ask.subjectAsked
      ? []
      : pool;
  if (taught.length === 0) {
    return `No class${where} in ${scopeWords} teaches “${asked}”. Subjects taught there: ${listOf(pool.map((c) => c.subject))}.`;
  }
  const byTeacher = new Map<
    string,
    { subject: string; teacher: string; email: string; classes: string[] }
  >();
  for (const c of taught) {
    const key = `${c.subject}/${c.email}`;
    const row = byTeacher.get(key) ?? {
      subject: c.subject,
      teacher: c.teacher,
      email: c.email,
      classes: [],
    };
    row.classes.push(c.name);
    byTeacher.set(key, row);
  }
  const rows = [...byTeacher.values()];
  const subjects = listOf(rows.map((r) => r.subject));
  const named = ask.teachers.length === 1 && !ask.classAsked && !ask.students.length;
  const heading = named
    ? `${ask.teachers[0]!.name} teaches ${plural(taught.length, 'class', 'classes')}${ask.subjects.length ? ` of ${listOf(ask.subjects)}` : ''}: ${listOf(taught.map((c) => `${c.name} ${c.subject}`))}.`
    : rows.length === 1
      ? `${rows[0]!.subject}${where} is taught by ${rows[0]!.teacher} (${rows[0]!.email}), in ${listOf(rows[0]!.classes)}.`
      : `${asked ? subjects : 'The subjects'}${where}${role === 'parent' && !ask.classAsked && !ask.students.length ? ' (your children’s classes)' : ''}: ${plural(rows.length, 'teacher')}.`;
  return `${heading}\n\n${table(
    ['Subject', 'Teacher', 'Email', 'Classes'],
    rows.map((r) => [r.subject, r.teacher, r.email, listOf(r.classes)]),
  )}`;
}
