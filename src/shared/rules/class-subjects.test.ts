import { describe, expect, it } from 'vitest';
import { CLASS_SUBJECTS, isSubjectAvailable, schoolSubjectList } from './class-subjects';

describe('class subjects', () => {
  it('are the spec 12, in its order', () => {
    expect(CLASS_SUBJECTS.join(', ')).toBe(
      'Mathematics, Physics, Chemistry, Biology, English, History, Geography, ' +
        'Computer Science, Art, Music, Physical Education, Economics',
    );
  });

  it('a school with no subjects of its own gets the 12 defaults, not stored', () => {
    const list = schoolSubjectList([]);
    expect(list.isDefault).toBe(true);
    expect(list.subjects).toHaveLength(12);
    expect(list.subjects.every((subject) => subject.id === null)).toBe(true);
  });

  it("a school's own list replaces the defaults, sorted by name", () => {
    const list = schoolSubjectList([
      { id: 'b', name: 'robotics' },
      { id: 'a', name: 'Latin' },
    ]);
    expect(list).toEqual({
      isDefault: false,
      subjects: [
        { id: 'a', name: 'Latin' },
        { id: 'b', name: 'robotics' },
      ],
    });
  });

  it('a subject is available from the defaults, then only from the own list', () => {
    expect(isSubjectAvailable('mathematics', [])).toBe(true);
    expect(isSubjectAvailable('Latin', [])).toBe(false);
    expect(isSubjectAvailable('Latin', [{ name: 'Latin' }])).toBe(true);
    expect(isSubjectAvailable('Mathematics', [{ name: 'Latin' }])).toBe(false);
  });
});
