import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCHOOL_TIME_ZONE_FALLBACK,
  schoolClock,
  schoolToday,
} from '@/shared/rules/school-clock.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import { withTenant } from '../db/with-tenant.ts';
import { account, greenwood, signIn } from '../../test/demo.ts';
import { createTestApp, testBackends, type TestApp } from '../../test/test-app.ts';
import { setSchoolSettings } from '../../test/school-settings.ts';

/**
 * A zone whose date is not UTC's at this moment, nor the server's (which runs in UTC here or in
 * a zone near it): east of the date line after 10:00 UTC, the far west of it before.
 */
const farZone = () => (new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago');

/**
 * One school clock (db/routines/10_school-clock.sql, shared/rules/school-clock.ts): at the same
 * moment attendance, the teacher's and the parent's dashboards, fees and the chat agree on the
 * school's date, which is not UTC's.
 */
describe.each(testBackends())('the school clock, on %s', (kind) => {
  let t: TestApp;
  const sessions = {} as Record<'admin' | 'teacher' | 'parent', Session>;
  const setZone = (zone: string | null) =>
    setSchoolSettings(t.inspect, greenwood.id, { time_zone: zone });

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['admin', 'teacher', 'parent'] as const) {
      sessions[role] = await signIn(t.app, greenwood, role);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Every place that tells the school's today, read at one moment. */
  async function todaysEverywhere() {
    const unmarked = await t.call(sessions.teacher, { url: '/api/teacher/reports/unmarked-today' });
    const teacher = await t.call(sessions.teacher, { url: '/api/teacher/dashboard' });
    const parent = await t.call(sessions.parent, { url: '/api/parent/dashboard' });
    const chat = await t.call(sessions.parent, {
      method: 'POST',
      url: '/functions/v1/db-query',
      payload: { question: "What is today's timetable?" },
    });
    const database = await withTenant(
      t.database.db,
      { tenantId: greenwood.id, userId: account(greenwood, 'admin').id, role: 'admin' },
      async (tx) =>
        (
          await sql<{ zone: string; today: string }>`
            select app_school_zone() as zone, app_school_today()::text as today`.execute(tx)
        ).rows[0]!,
    );
    for (const response of [unmarked, teacher, parent, chat]) expect(response.statusCode).toBe(200);
    const answer = chat.json<{ answer?: string; reply?: string }>();
    return {
      attendance: unmarked.json<{ today: string }>().today,
      teacher: teacher.json<{ clock: { date: string } }>().clock.date,
      parent: parent.json<{ today: string }>().today,
      chat: /\((\d{4}-\d{2}-\d{2})\)/.exec(JSON.stringify(answer))?.[1] ?? JSON.stringify(answer),
      database: database.today,
      zone: database.zone,
    };
  }

  it('agrees everywhere on a date that is not UTC’s, in a zone far from UTC', async () => {
    const zone = farZone();
    await setZone(zone);
    const expected = schoolToday(zone);
    expect(expected).not.toBe(new Date().toISOString().slice(0, 10));
    const seen = await todaysEverywhere();
    expect(seen).toEqual({
      attendance: expected,
      teacher: expected,
      parent: expected,
      chat: expected,
      database: expected,
      zone,
    });
  });

  it('a fee due on the school’s today is pending, one due the day before is overdue', async () => {
    const zone = farZone();
    await setZone(zone);
    const today = schoolToday(zone);
    // A student of their own: the list shows only the two records below.
    const student = await t.inspect
      .insertInto('students')
      .values({
        tenant_id: greenwood.id,
        full_name: 'Clock Test',
        roll_number: 'CLOCK-1',
        grade_level: 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    for (const [feeType, dueDate] of [
      ['Clock test today', today],
      ['Clock test yesterday', before],
    ]) {
      await t.inspect
        .insertInto('fee_records')
        .values({
          tenant_id: greenwood.id,
          student_id: student.id,
          fee_type: feeType!,
          amount_cents: 100,
          due_date: dueDate!,
        })
        .execute();
    }
    const response = await t.call(sessions.admin, {
      url: '/api/admin/fee-records',
      query: { studentId: student.id },
    });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: { feeType: string; status: string }[] }>();
    const status = (type: string) => items.find((item) => item.feeType === type)?.status;
    expect(status('Clock test today')).toBe('pending');
    expect(status('Clock test yesterday')).toBe('overdue');
  });

  it('without a time zone the school keeps UTC, in SQL as in TypeScript', async () => {
    await setZone(null);
    const seen = await todaysEverywhere();
    expect(seen.zone).toBe(SCHOOL_TIME_ZONE_FALLBACK);
    expect(seen.database).toBe(schoolClock(null).date);
    expect(seen.teacher).toBe(seen.database);
    expect(seen.parent).toBe(seen.database);
  });
});
