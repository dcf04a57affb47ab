import type { Role } from '@/shared/schemas/auth.ts';
import type { RequestScope } from '../../platform/db/request-scope.ts';
import type { Tx } from '../../platform/db/tx.ts';
import { answeringModel } from '../../platform/ai/providers.ts';
import type { AiConfig } from '../../config.ts';
import { schoolClockOf } from '../../platform/school-clock/school-clock.queries.ts';
import { answerAttendance } from './answer-attendance.ts';
import { answerClassSizes, answerCount, answerRoster, answerWhoTeaches } from './answer-classes.ts';
import { table } from './answer-format.ts';
import { answerGrades, answerHomework } from './answer-work.ts';
import { answerFees, answerMeetings, answerTimetable } from './answer-week.ts';
import { isAboutSchoolData, parseAsk, type Ask } from './ask-parse.ts';
import type { AskContext } from './ask-scope.ts';
import type { Topic } from './ask-topics.ts';
import { vocabularyRows } from './ask-vocabulary.queries.ts';
import { classCode } from './ask-vocabulary.ts';
import { readWhen } from './ask-when.ts';
import { tokenize } from './ask-words.ts';
import { NOT_UNDERSTOOD } from './db-intents.ts';
import { answerWithSql } from './db-sql-answer.service.ts';

export { table };

/** Each topic's answer, from the caller's own rows. */
const ANSWERS: Record<Topic, (ctx: AskContext) => Promise<string>> = {
  attendance: (ctx) =>
    answerAttendance(ctx, readWhen(tokenize('this month'), ctx.today, 'past')!.when),
  homework: answerHomework,
  grades: answerGrades,
  fees: answerFees,
  meetings: answerMeetings,
  timetable: answerTimetable,
  'who-teaches': answerWhoTeaches,
  roster: answerRoster,
  'class-sizes': answerClassSizes,
  count: answerCount,
};

/** The question parsed against the caller's own rows (read as them), or null when it is no form. */
export async function parseAs(tx: Tx, role: Role, question: string): Promise<AskContext | null> {
  if (!isAboutSchoolData(question)) return null;
  const { today } = await schoolClockOf(tx);
  const rows = await vocabularyRows(tx, role);
  // A class without a grade of its own has the one its name says ('Grade 10A').
  const classes = rows.classes.map((c) => ({
    ...c,
    grade: c.grade ?? classCode(c.name)?.grade ?? null,
  }));
  const vocab = { role, ...rows, classes };
  const ask: Ask | null = parseAsk(question, vocab, today);
  return ask ? { tx, role, today, vocab, ask } : null;
}

/** Whether the db provider recognises the question (the chat falls back to it without a key). */
export const isDataQuestion = (question: string) => isAboutSchoolData(question);

/**
 * POST /functions/v1/db-query: the question's answer from what the caller may see, read in their
 * own transaction (row-level security and role rules apply). A question of none of the known forms
 * goes to a language model for one checked SELECT over the chat views when one is configured
 * (db-sql-answer.service.ts); so does one that tries to instruct the assistant ('ignore the rules
 * …'): the checked SELECT is read as the caller too. Without a model, the parser answers what it
 * can, and otherwise an honest list of topics.
 */
export async function answerDataQuestion(
  scope: RequestScope,
  question: string,
  ai?: AiConfig,
): Promise<string> {
  const model = answeringModel(ai);
  const answered = await scope.asCaller(async (tx, me) => {
    const ctx = await parseAs(tx, me.role, question);
    if (!ctx || (ctx.ask.instruction && ai && model)) return null;
    return ANSWERS[ctx.ask.topic](ctx);
  });
  if (answered !== null) return answered;
  if (ai && model) return answerWithSql(scope, ai, model, question, table);
  return scope.asCaller(async () => NOT_UNDERSTOOD);
}
