import { describe, expect, it } from 'vitest';
import { addUserSchema, joinFormSchema, listUsersQuerySchema, updateUserSchema } from './people.ts';

const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('addUserSchema (spec: Add user)', () => {
  it('requires full name (and email for anyone invited); role defaults to student, status to active', () => {
    expect(pathsOf(addUserSchema.safeParse({ name: ' ', role: 'teacher' }))).toEqual(
      expect.arrayContaining(['name', 'email']),
    );
    const parsed = addUserSchema.parse({ name: ' Ann ', email: ' ANN@X.TEST ', gradeLevel: '3' });
    expect(parsed).toEqual({
      name: 'Ann',
      email: 'ann@x.test',
      role: 'student',
      status: 'active',
      gradeLevel: 3,
      rollNumber: undefined,
    });
  });
  it('asks a grade level 1 to 12 for a student only', () => {
    expect(pathsOf(addUserSchema.safeParse({ name: 'A', email: 'a@x.test' }))).toEqual([
      'gradeLevel',
    ]);
    expect(
      pathsOf(addUserSchema.safeParse({ name: 'A', email: 'a@x.test', gradeLevel: 13 })),
    ).toEqual(['gradeLevel']);
    expect(addUserSchema.safeParse({ name: 'A', email: 'a@x.test', role: 'teacher' }).success).toBe(
      true,
    );
  });
  it('a student needs no email (blank is none); anyone invited does', () => {
    expect(addUserSchema.parse({ name: 'A', email: '  ', gradeLevel: 1 }).email).toBeNull();
    expect(addUserSchema.parse({ name: 'A', gradeLevel: 1 }).email).toBeUndefined();
    expect(pathsOf(addUserSchema.safeParse({ name: 'A', email: 'nope', gradeLevel: 1 }))).toEqual([
      'email',
    ]);
    expect(pathsOf(addUserSchema.safeParse({ name: 'A', email: '', role: 'parent' }))).toEqual([
      'email',
    ]);
  });
  it('treats a blank roll number as none', () => {
    expect(
      addUserSchema.parse({ name: 'A', email: 'a@x.test', gradeLevel: 1, rollNumber: '  ' })
        .rollNumber,
    ).toBeUndefined();
  });
});

describe('the other people schemas', () => {
  it('list query: defaults to page 1 of 8 by name, at most 100 a page', () => {
    expect(listUsersQuerySchema.parse({})).toMatchObject({
      page: 1,
      pageSize: 8,
      sort: 'name',
      order: 'asc',
    });
    expect(listUsersQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });
  it('edit needs at least one field', () => {
    expect(updateUserSchema.safeParse({}).success).toBe(false);
    expect(updateUserSchema.safeParse({ status: 'inactive' }).success).toBe(true);
  });
  it('join form: the password twice, matching, with the password rules', () => {
    expect(pathsOf(joinFormSchema.safeParse({ password: 'short', confirm: 'short' }))).toEqual([
      'password',
    ]);
    expect(
      pathsOf(joinFormSchema.safeParse({ password: 'long-enough', confirm: 'different' })),
    ).toEqual(['confirm']);
  });
});
