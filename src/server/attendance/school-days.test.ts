import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/shared/rules/dates.ts';
import { longDate } from '@/shared/rules/school-calendar.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../seed/school-builder.ts';
import {
  addLesson,
  constructClass,
  openSchoolDay,
  registerToday,
  weekdayBefore,
} from '../test/attendance-school.ts';
import type { ConstructedClass } from '../test/attendance-school.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

/** The last Saturday before `date`. */
function saturdayBefore(date: string): string {
  let day = addDays(date, -1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = addDays(day, -1);
  return day;
}

describe.each(testBackends())('school days on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let teacher: Session;
  let admin: Session;
  let klass: ConstructedClass;
  let idle: ConstructedClass;
  let today: string;

  const mark = (date: string) =>
    t.call(teacher, {
      method: 'PUT',
      url: `/api/teacher/classes/${klass.classId}/attendance/${date}`,
      payload: { marks: [{ studentId: klass.studentIds[0], status: 'present' }] },
    });
  const refusal = async (date: string) => {
    const response = await mark(date);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.details[0].path).toBe('date');
    return response.json().error.details[0].message as string;
  };
  const addEntry = (entry: object) =>
    t.call(admin, { method: 'POST', url: '/api/admin/school-calendar', payload: entry });
  const unmarkedOn = async (date: string) =>
    (await t.call(teacher, { url: '/api/teacher/reports/unmarked-today', query: { date } }))
      .json()
      .classes.map((row: { className: string }) => row.className);

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 1, parents: 0, students: 0 });
    klass = await constructClass(t.inspect, school, { teacher: 0, students: 2, name: 'Days' });
    idle = await constructClass(t.inspect, school, { teacher: 0, students: 1, name: 'Idle' });
    teacher = await t.signInAs(school.teachers[0]!);
    admin = await t.signInAs(school.admins[0]!);
    today = await registerToday(t, teacher, klass.classId);
  });

  it('refuses a Saturday, and says so before the teacher marks; weekdays are school days by default', async () => {
    const saturday = saturdayBefore(today);
    const message = `${longDate(saturday, true)} is not a school day.`;
    expect(message).toMatch(/^Saturday \d{1,2} [A-Z][a-z]+ \d{4} is not a school day\.$/);
    expect(await refusal(saturday)).toBe(message);
    const roster = await t.call(teacher, {
      url: `/api/teacher/classes/${klass.classId}/attendance?date=${saturday}`,
    });
    expect(roster.json().notSchoolDay).toBe(message);
    expect((await mark(weekdayBefore(today, 1))).statusCode).toBe(200);
    const weekday = await t.call(teacher, {
      url: `/api/teacher/classes/${klass.classId}/attendance?date=${weekdayBefore(today, 1)}`,
    });
    expect(weekday.json().notSchoolDay).toBeNull();
    const rows = await t.inspect
      .selectFrom('attendance')
      .select('date')
      .where('tenant_id', '=', school.id)
      .execute();
    expect(rows.map((row) => String(row.date))).not.toContain(saturday);
  });

  it('refuses 1 January 1900 (before the marking window) and a holiday, naming it', async () => {
    expect(await refusal('1900-01-01')).toBe(
      'Attendance can be marked for the last 366 days only.',
    );
    const day = weekdayBefore(today, 2);
    expect(
      (await addEntry({ kind: 'holiday', name: 'Founders’ Day', startsOn: day })).statusCode,
    ).toBe(201);
    expect(await refusal(day)).toBe(`${longDate(day)} is a holiday: Founders’ Day.`);
  });

  it("lists for 'not yet marked' only classes with a lesson that day, on school days", async () => {
    const day = weekdayBefore(today, 3);
    await addLesson(t.inspect, school.id, klass.classId, day);
    // Idle has no lesson on that weekday: never listed.
    expect(await unmarkedOn(day)).toEqual(['Days']);
    expect(idle.classId).toBeTruthy();
    await addEntry({
      kind: 'holiday',
      name: 'Half term',
      startsOn: addDays(day, -1),
      endsOn: addDays(day, 1),
    });
    expect(await unmarkedOn(day)).toEqual([]);
    expect(await unmarkedOn(saturdayBefore(today))).toEqual([]);
  });

  it('once terms are set, only term dates are school days; an extra school day opens a Saturday', async () => {
    const inside = weekdayBefore(today, 6);
    const outside = weekdayBefore(today, 1);
    const term = await addEntry({
      kind: 'term',
      name: 'Autumn term',
      startsOn: addDays(inside, -3),
      endsOn: inside,
    });
    expect(term.statusCode, term.body).toBe(201);
    expect(await refusal(outside)).toBe(
      `${longDate(outside, true)} is not a school day: it is outside the school's terms.`,
    );
    expect((await mark(inside)).statusCode).toBe(200);

    const saturday = saturdayBefore(inside);
    await openSchoolDay(t.inspect, school.id, saturday);
    expect((await mark(saturday)).statusCode).toBe(200);
  });
});
