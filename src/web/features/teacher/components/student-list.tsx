import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { TeacherStudent } from '@/shared/schemas/teacher';
import { ListRow } from '@/web/components/list-row';
import { ListState } from '@/web/components/list-state';
import { Badge } from '@/web/components/ui/badge';
import { FilterSelect } from '@/web/components/filter-bar';
import { StudentSearchBox } from '@/web/components/ui/search-box';
import { plural } from '@/shared/rules/text';

/** The attendance percent as shown: whole percent, or a dash when no day is marked. */
export const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** Spec: search on name or roll number, a class filter; 'No students found'. */
export function filterStudents(
  students: readonly TeacherStudent[],
  search: string,
  classId: string,
): TeacherStudent[] {
  const needle = search.trim().toLowerCase();
  return students.filter(
    (student) =>
      (!classId || student.classIds.includes(classId)) &&
      (!needle ||
        student.name.toLowerCase().includes(needle) ||
        student.rollNumber.toLowerCase().includes(needle)),
  );
}

/** The students of the teacher's classes, searchable and filtered by class; each opens its detail. */
export function StudentList({
  students,
  classes,
  listClassName,
}: {
  students: readonly TeacherStudent[];
  classes: readonly { id: string; name: string }[];
  listClassName?: string;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [classId, setClassId] = useState('');
  const shown = filterStudents(students, search, classId);
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <StudentSearchBox id={`${id}-search`} value={search} onChange={setSearch} />
        <FilterSelect
          id={`${id}-class`}
          label="Class"
          value={classId}
          options={[
            { value: '', label: 'All classes' },
            ...classes.map((klass) => ({ value: klass.id, label: klass.name })),
          ]}
          onChange={setClassId}
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown.length} of {plural(students.length, 'student')}
      </p>
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No students found</p>
      ) : (
        <ul className={listClassName ?? 'grid gap-2'} aria-label="Students">
          {shown.map((student) => (
            <ListRow
              key={student.id}
              className="items-center gap-x-4 gap-y-1 rounded-lg"
              title={
                <Link
                  to={`/teacher/students/${student.id}`}
                  className="underline-offset-4 hover:underline"
                >
                  {student.name}
                </Link>
              }
              actions={
                <div className="flex items-center gap-3 text-sm">
                  <span>
                    <span className="text-muted-foreground">Attendance </span>
                    <span className="font-medium tabular-nums">{percent(student.attendance)}</span>
                  </span>
                  <Badge
                    variant="outline"
                    aria-label={`Grade ${student.grade ?? 'not graded yet'}`}
                  >
                    Grade {student.grade ?? '—'}
                  </Badge>
                </div>
              }
            >
              <span className="text-sm text-muted-foreground">
                {student.rollNumber} · {student.class}
              </span>
            </ListRow>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The teacher's students as read from the server: loading, could not load, or the list. */
export function StudentListState({
  query,
  listClassName,
}: {
  query: UseQueryResult<{
    classes: readonly { id: string; name: string }[];
    students: readonly TeacherStudent[];
  }>;
  listClassName?: string;
}) {
  return (
    <ListState
      query={query}
      loadingLabel="Loading your students"
      errorText="Your students could not be loaded."
      empty="No students found"
      isEmpty={() => false}
    >
      {({ classes, students }) => (
        <StudentList students={students} classes={classes} listClassName={listClassName} />
      )}
    </ListState>
  );
}
