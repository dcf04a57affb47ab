import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AbsenceFlag,
  AbsenceNote,
  AbsenceSummary,
  ClassAbsenceNotes,
} from '@/shared/schemas/absence-notes.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../seed/school-builder.ts';
import {
  absenceNoticesAbout,
  constructClass,
  openSchoolDay,
  reportAbsence,
} from '../test/attendance-school.ts';
import type { ConstructedClass } from '../test/attendance-school.ts';
import { setSchoolSettings } from '../test/school-settings.ts';
import { askData } from '../test/demo.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

describe.each(testBackends())('absence notes on the register on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let teacher: Session;
  let klass: ConstructedClass;
  let today: string;

  const dayNotes = () =>
    t.okJson<ClassAbsenceNotes>(teacher, `/api/teacher/classes/${klass.classId}/absence-notes`);
  const mark = (marks: { studentId: string; status: string }[]) =>
    t.call(teacher, {
      method: 'PUT',
      url: `/api/teacher/classes/${klass.classId}/attendance/${today}`,
      payload: { marks },
    });
  const reportToday = (parent: number, studentId: string) =>
    reportAbsence(t, school, { parent, studentId, date: today });
  /** The absence notices ("your child was absent") told to the student's guardians today. */
  const noticesAbout = (studentId: string) =>
    absenceNoticesAbout(t.inspect, school.id, studentId, today);
  const linkOf = async (studentId: string) =>
    (
      await t.inspect
        .selectFrom('attendance')
        .select('absence_note_id')
        .where('tenant_id', '=', school.id)
        .where('student_id', '=', studentId)
        .where('date', '=', today)
        .executeTakeFirstOrThrow()
    ).absence_note_id;

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 1, parents: 3, students: 0 });
    klass = await constructClass(t.inspect, school, { teacher: 0, students: 3, name: 'Reg' });
    await setSchoolSettings(t.inspect, school.id, { absence_notices: true });
    teacher = await t.signInAs(school.teachers[0]!);
    today = (await dayNotes()).date;
    // Whatever day the test runs on, the register can be taken today.
    await openSchoolDay(t.inspect, school.id, today);
  });

  it('shows a reported absence, links the absent mark to it and sends no absence notice for it', async () => {
    const [reported, unreported, third] = klass.studentIds as [string, string, string];
    const note = await reportToday(0, reported);
    const before = await dayNotes();
    expect(before.notes).toEqual([
      {
        studentId: reported,
        noteId: note.id,
        reason: 'illness',
        note: 'Fever',
        status: 'pending',
        linked: false,
      },
    ]);

    const saved = await mark([
      { studentId: reported, status: 'absent' },
      { studentId: unreported, status: 'absent' },
      { studentId: third, status: 'present' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await linkOf(reported)).toBe(note.id);
    expect(await linkOf(unreported)).toBeNull();
    const after = await dayNotes();
    expect(after.notes[0]!.linked).toBe(true);
    expect(after.mismatches).toEqual([{ studentId: unreported, mismatch: 'absent_unreported' }]);

    // The guardian who reported hears nothing of the mark; the other one is told as before.
    expect(await noticesAbout(reported)).toEqual([]);
    expect(await noticesAbout(unreported)).toEqual([{ user_id: school.parents[1]!.id }]);
  });

  it('flags a present mark on a reported day, and links a mark taken before the note came', async () => {
    const [reported, unreported, third] = klass.studentIds as [string, string, string];
    expect((await mark([{ studentId: reported, status: 'present' }])).statusCode).toBe(200);
    const flagged = await dayNotes();
    expect(flagged.mismatches).toContainEqual({
      studentId: reported,
      mismatch: 'present_reported',
    });
    // The office sees the same flags, school-wide.
    const office = await t.okJson<AbsenceFlag[]>(
      await t.signInAs(school.admins[0]!),
      '/api/admin/absence-notes/flags',
    );
    expect(office).toContainEqual({
      studentId: reported,
      studentName: 'Reg Student 01',
      date: today,
      className: 'Reg',
      mismatch: 'present_reported',
    });
    expect(office).toContainEqual(
      expect.objectContaining({ studentId: unreported, mismatch: 'absent_unreported' }),
    );

    // A late note for the unreported absence links the stored mark and clears its flag.
    const late = await reportToday(1, unreported);
    expect(await linkOf(unreported)).toBe(late.id);
    const now = await dayNotes();
    expect(now.mismatches).not.toContainEqual({
      studentId: unreported,
      mismatch: 'absent_unreported',
    });
    expect(now.mismatches.some((m) => m.studentId === third)).toBe(false);
  });

  it('counts an absence excused only while an accepted note covers it, in every report', async () => {
    const [reported, unreported] = klass.studentIds as [string, string, string];
    expect((await mark([{ studentId: reported, status: 'absent' }])).statusCode).toBe(200);
    const summary = () =>
      t.okJson<AbsenceSummary>(
        teacher,
        `/api/teacher/classes/${klass.classId}/absence-summary?from=${today}&to=${today}`,
      );
    const counts = (body: AbsenceSummary, id: string) => {
      const row = body.students.find((student) => student.studentId === id)!;
      return [row.excused, row.unexcused];
    };
    // Pending notes: reported, not yet excused.
    expect(counts(await summary(), reported)).toEqual([0, 1]);

    const admin = await t.signInAs(school.admins[0]!);
    const pending = await t.okJson<AbsenceNote[]>(admin, '/api/admin/absence-notes?status=pending');
    const mine = pending.find((n) => n.studentId === reported)!;
    const decided = await t.call(admin, {
      method: 'POST',
      url: `/api/admin/absence-notes/${mine.id}/decision`,
      payload: { decision: 'accepted' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(counts(await summary(), reported)).toEqual([1, 0]);
    expect(counts(await summary(), unreported)).toEqual([0, 1]);

    const parentView = await t.okJson<AbsenceSummary>(
      await t.signInAs(school.parents[0]!),
      `/api/parent/absence-notes/summary?from=${today}&to=${today}`,
    );
    expect(parentView.students).toEqual([
      { studentId: reported, studentName: 'Reg Student 01', excused: 1, unexcused: 0 },
    ]);
    // The chat's answers from the school's data say it too, by the same rule.
    const answer = await askData(
      t.app,
      await t.signInAs(school.parents[0]!),
      "What is my child's attendance this month?",
    );
    expect(answer).toContain(`Absent on ${today} (excused).`);
    const pendingAnswer = await askData(
      t.app,
      await t.signInAs(school.parents[1]!),
      "What is my child's attendance this month?",
    );
    expect(pendingAnswer).toContain(`Absent on ${today} (unexcused).`);
  });
});
