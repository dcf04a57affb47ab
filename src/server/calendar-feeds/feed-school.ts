import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import type { School } from '../seed/school-builder.ts';
import { addClasses, addSubjects, enrol } from '../test/class-rows.ts';
import { addChildren } from '../test/family-rows.ts';
import { addHomework } from '../test/homework-rows.ts';
import type { TestApp } from '../test/test-app.ts';

/** Next year, so the term, homework and meetings are ahead whatever the day the test runs. */
export const FEED_YEAR = new Date().getUTCFullYear() + 1;
const day = (monthDay: string) => `${FEED_YEAR}-${monthDay}`;

/** The term (across the end of daylight saving in New York) and a holiday week in it. */
export const TERM = { startsOn: day('09-07'), endsOn: day('12-18') };
export const HOLIDAY = { startsOn: day('11-21'), endsOn: day('11-27') };

export interface FeedSchool {
  school: School;
  /** Per family (parent i, child i, class i taught by teacher i): names and ids to look for. */
  families: {
    child: string;
    className: string;
    homework: string;
    draft: string;
    meetingPlace: string;
  }[];
  event: string;
}

/**
 * A school (in America/New_York) of two teachers and two families, each child in their own class
 * (family 0: Mondays 9:00 to 9:45; family 1: Tuesdays 10:00 to 10:45), a term with a holiday week,
 * published and draft homework, a meeting per family and a school event; names carry `code`.
 */
export async function feedSchool(t: TestApp, code: string): Promise<FeedSchool> {
  const db: Kysely<Database> = t.inspect;
  const school = await t.createSchool({ code, teachers: 2, parents: 2, students: 0 });
  const tenantId = school.id;
  const [subjectId] = await addSubjects(db, tenantId, [`Mathematics ${code}`]);
  const families = [0, 1].map((i) => ({
    child: `Child${i} ${code}`,
    className: `Class${i} ${code}`,
    homework: `Homework${i} ${code}`,
    draft: `Draft${i} ${code}`,
    meetingPlace: `Room${i} ${code}`,
  }));
  const classIds = await addClasses(
    db,
    tenantId,
    families.map((family, i) => ({
      name: family.className,
      subjectId: subjectId!,
      teacherId: school.teachers[i]!.id,
    })),
  );
  const childIds = await addChildren(
    db,
    tenantId,
    families.map((family, i) => ({
      name: family.child,
      rollNumber: `R${i}`,
      gradeLevel: 10,
      parentId: school.parents[i]!.id,
    })),
  );
  await enrol(
    db,
    tenantId,
    classIds.map((classId, i) => ({ classId, studentId: childIds[i]! })),
  );
  await db
    .insertInto('timetable_entries')
    .values([
      {
        tenant_id: tenantId,
        class_id: classIds[0]!,
        day_of_week: 1,
        start_time: '09:00',
        end_time: '09:45',
      },
      {
        tenant_id: tenantId,
        class_id: classIds[1]!,
        day_of_week: 2,
        start_time: '10:00',
        end_time: '10:45',
      },
    ])
    .execute();
  await db
    .insertInto('school_calendar')
    .values([
      {
        tenant_id: tenantId,
        kind: 'term',
        name: 'Fall',
        starts_on: TERM.startsOn,
        ends_on: TERM.endsOn,
      },
      {
        tenant_id: tenantId,
        kind: 'holiday',
        name: 'Thanksgiving',
        starts_on: HOLIDAY.startsOn,
        ends_on: HOLIDAY.endsOn,
      },
    ])
    .execute();
  for (const [i, family] of families.entries()) {
    const work = { tenantId, classId: classIds[i]!, subjectId: subjectId! };
    await addHomework(db, { ...work, title: family.homework, dueDate: day(`10-1${i}`) }, []);
    await addHomework(db, { ...work, title: family.draft, dueDate: day('10-20'), draft: true }, []);
    await db
      .insertInto('meetings')
      .values({
        tenant_id: tenantId,
        teacher_id: school.teachers[i]!.id,
        student_id: childIds[i]!,
        guardian_user_id: school.parents[i]!.id,
        meeting_date: day('10-22'),
        start_time: '16:00',
        // The first family's is a conference booking's shape (an end time); the other's has none.
        end_time: i === 0 ? '16:20' : null,
        place: family.meetingPlace,
      })
      .execute();
  }
  const event = `Fair ${code}`;
  await db
    .insertInto('school_events')
    .values({ tenant_id: tenantId, title: event, event_date: day('10-30'), place: 'Hall' })
    .execute();
  return { school, families, event };
}
