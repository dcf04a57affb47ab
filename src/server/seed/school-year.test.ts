import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectConsistentYear } from '../test/school-year-checks.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { planSchool } from './school-builder.ts';
import { CLASS_SUBJECTS } from './school-year.ts';
import { seedSchoolDay } from './school-calendar.ts';

const yearOptions = {
  seed: 5,
  teachers: 6,
  parents: 12,
  students: 2,
  year: { today: '2026-11-22', sections: ['A', 'B'], students: 60 },
};

describe('planning a school year', () => {
  it('is deterministic for a seed and today, and moves with today', () => {
    const school = planSchool(yearOptions);
    expect(planSchool(yearOptions)).toEqual(school);
    const year = school.year!;
    expect([year.start, year.end]).toEqual(['2026-09-01', '2027-06-30']);
    expect(year.subjects.map((subject) => subject.name)).toEqual([...CLASS_SUBJECTS]);
    expect(year.students).toHaveLength(60);
    expect(new Set(year.students.map((student) => student.grade)).size).toBe(12);
    // The two student accounts have the first records.
    expect(year.students.slice(0, 2).map((student) => student.userId)).toEqual(
      school.students.map((person) => person.id),
    );

    const later = planSchool({
      ...yearOptions,
      year: { ...yearOptions.year, today: '2027-10-03' },
    });
    expect(later.year!.start).toBe('2027-09-01');
    expect(later.year!.students).toEqual(year.students);
    expect(later.year!.feeRecords.map((record) => record.dueDate)).not.toEqual(
      year.feeRecords.map((record) => record.dueDate),
    );
    // Nothing is paid after today.
    for (const plan of [school, later]) {
      for (const record of plan.year!.feeRecords) {
        if (record.paidOn) expect(record.paidOn <= plan.year!.today).toBe(true);
      }
    }
  });

  it('gives everyone in a large school a name of their own', () => {
    const school = planSchool({
      seed: 3,
      teachers: 20,
      parents: 200,
      students: 1,
      year: { sections: ['A', 'B'], students: 300 },
    });
    const names = [
      ...school.people.map((person) => person.fullName),
      ...school.year!.students.filter((record) => !record.userId).map((record) => record.fullName),
    ];
    expect(names).toHaveLength(521);
    expect(new Set(names).size).toBe(names.length);
    // A child with a guardian carries the first guardian's family name (an account keeps its own).
    const parentName = new Map(school.parents.map((parent) => [parent.id, parent.fullName]));
    for (const row of school.year!.guardianships.filter((row) => row.slot === 1)) {
      const child = school.year!.students.find((record) => record.id === row.studentId)!;
      if (child.userId) continue;
      expect(child.fullName.split(' ')[1]).toBe(parentName.get(row.parentUserId)!.split(' ')[1]);
    }
  });

  it('shows the school year of the shared fee schedule, or in summer the year just ended', () => {
    expect(seedSchoolDay('2026-11-22')).toBe('2026-11-22');
    expect(seedSchoolDay('2026-07-15')).toBe('2026-06-30');
    expect(seedSchoolDay('2026-08-31')).toBe('2026-06-30');
    expect(seedSchoolDay('2026-09-01')).toBe('2026-09-01');
  });

  it('refuses what the tables would refuse, with the reason', () => {
    expect(() => planSchool({ year: { grades: [0] } })).toThrow(/Grades are 1 to 12, not 0/);
    expect(() =>
      planSchool({ parents: 3, year: { students: [{ guardians: ['parent@x.test', 'a', 'b'] }] } }),
    ).toThrow(/at most two guardians/);
    expect(() =>
      planSchool({ year: { students: [{ rollNumber: 'R1' }, { rollNumber: 'R1' }] } }),
    ).toThrow(/Two students share roll number R1/);
    expect(() =>
      planSchool({
        year: { classes: [{ grade: 1, section: 'A', subject: 'Art', teacher: 'no@x' }] },
      }),
    ).toThrow(/No teacher person no@x/);
  });
});

describe.each(testBackends())('a school year through the seed builder on %s', (kind) => {
  const t = useTestApp(kind);

  it('writes rows that hold together', async () => {
    const school = await t.createSchool({
      teachers: 5,
      parents: 10,
      students: 1,
      year: { sections: ['A', 'B'], students: 48, lessonsPerWeek: 4 },
    });
    await expectConsistentYear(t.inspect, school.id);
    const counts = await t.inspect
      .selectFrom('classes')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('tenant_id', '=', school.id)
      .executeTakeFirstOrThrow();
    expect(counts.n).toBe(school.year!.classes.length);
    // The student account's record is theirs.
    const own = await t.inspect
      .selectFrom('students')
      .select(['full_name', 'email'])
      .where('tenant_id', '=', school.id)
      .where('user_id', '=', school.students[0]!.id)
      .execute();
    expect(own).toEqual([
      { full_name: school.students[0]!.fullName, email: school.students[0]!.email },
    ]);
  });
});
