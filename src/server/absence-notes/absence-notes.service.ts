import { AppError } from '@/shared/errors.ts';
import { attendanceWindowStart } from '@/shared/rules/attendance.ts';
import {
  ABSENCE_REASON_LABELS,
  FLAG_DAYS,
  type AbsenceChildren,
  type AbsenceNote,
  type AbsenceNoteDecision,
  type AbsenceNoteStatus,
  type AbsenceNoteValues,
  type AbsenceSummary,
  type AbsenceSummaryQuery,
  type ClassAbsenceSummary,
  type ClassAbsenceNotes,
} from '@/shared/schemas/absence-notes.ts';
import type { AppContext } from '../context.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import { fieldConflict, fieldError } from '../platform/http/field-error.ts';
import { notify, type NotifyOutcome } from '../notifications/notify.service.ts';
import { ownClass } from '../attendance/attendance.service.ts';
import { schoolToday } from '../platform/school-clock/school-clock.queries.ts';
import { schoolOfficeUserIds } from '../profiles/profiles.service.ts';
import * as q from './absence-notes.queries.ts';

export const PARENT_ABSENCES_PATH = '/parent/absences';
export const ADMIN_ABSENCES_PATH = '/admin/absence-notes';
const NO_NOTE = 'No such absence note.';

/** The refusals of app_absence_note_refusal (36_absence-notes.sql), each beside its field. */
const REFUSALS: Record<string, () => AppError> = {
  student: () => fieldError('studentId', 'Choose one of your children', { code: 'FORBIDDEN' }),
  past: () => fieldError('from', 'The first day must be today or later'),
  order: () => fieldError('to', 'The last day must be on or after the first day'),
  'too long': () => fieldError('to', 'A note covers at most three months; send another for later'),
  periods: () =>
    fieldError('periodIds', "Choose periods of the child's timetable on the chosen days"),
  overlap: () =>
    fieldConflict('from', 'Another note of this child already covers one of these days'),
};

async function oneNote(tx: Tx, id: string): Promise<AbsenceNote> {
  const [note] = await q.notesWhere(tx, { id });
  if (!note) throw new AppError('NOT_FOUND', NO_NOTE);
  return note;
}

const days = (note: { from: string; to: string }) =>
  note.from === note.to ? note.from : `${note.from} to ${note.to}`;

/** The parent's children and their timetables' periods, to choose from. */
export function getChildren(scope: RequestScope): Promise<AbsenceChildren> {
  return scope.asCaller((tx, me) => q.childrenWithPeriods(tx, me.userId));
}

/** The notes the caller may read, newest first (a guardian: their children's; admins: all). */
export function listNotes(scope: RequestScope, status?: AbsenceNoteStatus) {
  return scope.asCaller((tx) => q.notesWhere(tx, { status }));
}

/**
 * A guardian reports an absence: every check (app_absence_note_refusal) before anything is written,
 * then the note and its periods in one transaction, withdrawing the waiting absence notices of the
 * days it reports; the office is told.
 */
export async function reportAbsence(
  scope: RequestScope,
  ctx: AppContext,
  input: AbsenceNoteValues,
): Promise<AbsenceNote> {
  const { note, told } = await scope.asCaller(async (tx, me) => {
    const refusal = await q.refusalOf(tx, input);
    if (refusal) throw (REFUSALS[refusal] ?? REFUSALS.student!)();
    const id = await q.insertNote(tx, me, input);
    // Its marks are linked now (the triggers of 36_absence-notes.sql): a notice of an absence
    // marked before the note came, still waiting, never goes.
    await q.withdrawAbsenceNotices(tx, id);
    const note = await oneNote(tx, id);
    await auditByCaller(tx, me, 'absence_notes.reported', note.studentId, {
      studentName: note.studentName,
      from: note.from,
      to: note.to,
      reason: note.reason,
    });
    const told = await notify(tx, ctx, {
      tenantId: me.tenantId,
      recipientUserIds: await schoolOfficeUserIds(tx),
      kind: 'attendance',
      title: `Absence reported: ${note.studentName}, ${days(note)}`,
      body: `${note.reportedByName} reported ${note.studentName} absent on ${days(note)} (${ABSENCE_REASON_LABELS[note.reason]}). Accept or decline the note.`,
      link: ADMIN_ABSENCES_PATH,
      entityRef: `absence-note:${id}`,
      dedupKey: `absence-note/${id}/reported`,
    });
    return { note, told };
  });
  told.afterCommit();
  return note;
}

/** A guardian withdraws a note of their child until its first day starts. */
export function withdrawNote(scope: RequestScope, id: string): Promise<AbsenceNote> {
  return scope.asCaller(async (tx, me) => {
    const state = await q.noteState(tx, id);
    if (!state) throw new AppError('NOT_FOUND', NO_NOTE);
    if (!state.withdrawable) {
      throw fieldConflict('id', 'This note can no longer be withdrawn: its first day has started');
    }
    await q.setStatus(tx, id, { status: 'withdrawn' });
    await auditByCaller(tx, me, 'absence_notes.withdrawn', state.studentId, {
      studentName: state.studentName,
      from: state.from,
      to: state.to,
    });
    return oneNote(tx, id);
  });
}

async function tellGuardian(tx: Tx, ctx: AppContext, me: Me, note: AbsenceNote, to: string) {
  const accepted = note.status === 'accepted';
  const outcome: NotifyOutcome = await notify(tx, ctx, {
    tenantId: me.tenantId,
    recipientUserIds: [to],
    kind: 'attendance',
    title: `Absence note ${accepted ? 'accepted' : 'declined'}: ${note.studentName}, ${days(note)}`,
    body: accepted
      ? `The school accepted the absence note for ${note.studentName} (${days(note)}): the absence is excused.`
      : `The school declined the absence note for ${note.studentName} (${days(note)}): ${note.declineReason ?? ''}`,
    link: PARENT_ABSENCES_PATH,
    entityRef: `absence-note:${note.id}`,
    dedupKey: `absence-note/${note.id}/${note.status}`,
  });
  return outcome;
}

/** The office accepts or declines a pending note (a reason when declining); the guardian is told. */
export async function decideNote(
  scope: RequestScope,
  ctx: AppContext,
  id: string,
  decision: AbsenceNoteDecision,
): Promise<AbsenceNote> {
  const { note, told } = await scope.asCaller(async (tx, me) => {
    const state = await q.noteState(tx, id);
    if (!state) throw new AppError('NOT_FOUND', NO_NOTE);
    if (state.status !== 'pending') {
      throw fieldConflict('decision', `This note is already ${state.status}`);
    }
    await q.setStatus(tx, id, {
      status: decision.decision,
      decidedBy: me.userId,
      declineReason: decision.decision === 'declined' ? decision.reason : null,
    });
    await auditByCaller(tx, me, `absence_notes.${decision.decision}`, state.studentId, {
      studentName: state.studentName,
      from: state.from,
      to: state.to,
      reason: decision.reason ?? null,
    });
    const note = await oneNote(tx, id);
    return { note, told: await tellGuardian(tx, ctx, me, note, state.reportedBy) };
  });
  told.afterCommit();
  return note;
}

/** The register's notes of a class's day (default: the school's today) and its flagged marks. */
export function getClassDayNotes(
  scope: RequestScope,
  classId: string,
  date: string | undefined,
): Promise<ClassAbsenceNotes> {
  return scope.asCaller(async (tx) => {
    const klass = await ownClass(tx, classId);
    const day = date ?? klass.today;
    return { date: day, ...(await q.classDayNotes(tx, classId, day)) };
  });
}

/**
 * The range of a summary: to the school's today and, by default, from the attendance window's
 * start before it (or as `defaultFrom` says).
 */
function summaryRange(
  query: AbsenceSummaryQuery,
  today: string,
  defaultFrom: (to: string) => string = attendanceWindowStart,
) {
  const to = query.to ?? today;
  const from = query.from ?? defaultFrom(to);
  if (from > to) throw fieldError('to', 'The end date must be on or after the start date');
  return { from, to };
}

/** Excused and unexcused absences of a class's students (its teacher or an admin). */
export function getClassAbsenceSummary(
  scope: RequestScope,
  classId: string,
  query: AbsenceSummaryQuery,
): Promise<AbsenceSummary> {
  return scope.asCaller(async (tx) => {
    const klass = await ownClass(tx, classId);
    const { from, to } = summaryRange(query, klass.today);
    return { from, to, students: await q.absenceSummary(tx, { classId: klass.id }, from, to) };
  });
}

/** Excused and unexcused absences of the parent's children. */
export function getChildrenAbsenceSummary(
  scope: RequestScope,
  query: AbsenceSummaryQuery,
): Promise<AbsenceSummary> {
  return scope.asCaller(async (tx, me) => {
    const { from, to } = summaryRange(query, await schoolToday(tx));
    return { from, to, students: await q.absenceSummary(tx, { parentId: me.userId }, from, to) };
  });
}

/** The first day of a date's month. */
const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** For the office: excused and unexcused absences per class (default: this month to today). */
export function getSchoolAbsenceSummary(
  scope: RequestScope,
  query: AbsenceSummaryQuery,
): Promise<ClassAbsenceSummary> {
  return scope.asCaller(async (tx) => {
    const { from, to } = summaryRange(query, await schoolToday(tx), monthStart);
    return { from, to, classes: await q.classAbsenceCounts(tx, from, to) };
  });
}

/** For the office: the last days' marks that contradict the notes (never changed, only shown). */
export function listFlags(scope: RequestScope) {
  return scope.asCaller((tx) => q.flaggedMarks(tx, FLAG_DAYS));
}
