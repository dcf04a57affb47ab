import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { asOwnerOf } from '../test/as-owner.ts';
import { demoToday, greenwood } from '../test/demo.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestDatabase } from '../test/use-test-app.ts';
import { demoHolidayRanges } from './school-calendar.ts';

describe.each(testBackends())('the demo, as the portal would have it (%s)', (kind) => {
  const test = useTestDatabase(kind, { demo: true });

  it("holds the demo's holidays, so the portal refuses to mark them", async () => {
    const today = demoToday();
    const stored = await asOwnerOf(test.database.db, greenwood.id, (tx) =>
      tx
        .selectFrom('school_calendar')
        .select(['kind', 'name', 'starts_on as startsOn', 'ends_on as endsOn'])
        .where('tenant_id', '=', greenwood.id)
        .orderBy('starts_on')
        .execute(),
    );
    expect(stored.length).toBeGreaterThanOrEqual(6);
    expect(stored.every((entry) => entry.kind === 'holiday')).toBe(true);
    expect(stored.map(({ kind: _, ...range }) => range)).toEqual(demoHolidayRanges(today));
  });

  it('marks attendance only on days the school calendar calls school days', async () => {
    const offDays = await asOwnerOf(test.database.db, greenwood.id, async (tx) => {
      const { rows } = await sql<{ date: string }>`
        select distinct date::text as date from attendance
         where tenant_id = ${greenwood.id} and not app_is_school_day(date)
         order by 1`.execute(tx);
      return rows.map((row) => row.date);
    });
    expect(offDays).toEqual([]);
  });

  it('books no teacher and no room twice at the same time (the clash rule the seed, as owner, skips)', async () => {
    const clashes = await asOwnerOf(test.database.db, greenwood.id, async (tx) => {
      const { rows } = await sql<{ clash: string }>`
        with lesson as (
          select te.id, te.class_id, te.day_of_week, te.start_time, te.end_time, c.teacher_id,
                 lower(btrim(coalesce(te.room, c.room))) as room
            from timetable_entries te
            join classes c on c.tenant_id = te.tenant_id and c.id = te.class_id
           where te.tenant_id = ${greenwood.id})
        select a.day_of_week || ' ' || a.start_time || ' ' ||
               case when a.teacher_id = b.teacher_id then 'teacher' else a.room end as clash
          from lesson a join lesson b
            on a.id < b.id and a.day_of_week = b.day_of_week
           and a.start_time < b.end_time and b.start_time < a.end_time
           and (a.teacher_id = b.teacher_id or a.room = b.room)`.execute(tx);
      return rows.map((row) => row.clash);
    });
    expect(clashes).toEqual([]);
  });
});
