import { Link } from 'react-router';
import { ATTENDANCE_WINDOW_DAYS } from '@/shared/rules/attendance';
import { shownSchedule } from '@/shared/rules/class-schedule';
import { ListState } from '@/web/components/list-state';
import { Badge } from '@/web/components/ui/badge';
import { useTeacherClasses } from './api/list-classes';
import { percent } from './components/student-list';
import { SmallTable } from '@/web/components/small-table';
import { PageSection } from '@/web/components/page-section';
import { SectionCard } from '@/web/components/section-card';
import { plural } from '@/shared/rules/text';

/** /teacher/classes: each of the teacher's classes with its roster and recent attendance rate. */
export function ClassesPage() {
  const classes = useTeacherClasses();
  return (
    <PageSection
      id="classes-heading"
      title="My Classes"
      description={
        <>
          Attendance rates cover the last {ATTENDANCE_WINDOW_DAYS} days: the share of marked days
          present or late.
        </>
      }
      width="6xl"
    >
      <ListState
        query={classes}
        loadingLabel="Loading your classes"
        skeletonClassName="h-40 w-full"
        errorText="Your classes could not be loaded."
        empty="No classes assigned"
      >
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-2">
            {data.map((klass) => (
              <SectionCard
                key={klass.id}
                role="region"
                title={
                  <>
                    {klass.name}
                    <Badge variant="secondary">{klass.subject}</Badge>
                  </>
                }
                titleId={`class-${klass.id}`}
                titleClassName="flex flex-wrap items-center gap-2"
                description={
                  <>
                    {klass.room} · {shownSchedule(klass)} · {plural(klass.studentCount, 'student')}{' '}
                    · Attendance {percent(klass.attendance)}
                  </>
                }
              >
                <SmallTable
                  items={klass.students}
                  empty="No students found"
                  caption={`Students of ${klass.name}`}
                  columns={['Student', 'Roll number', 'Attendance']}
                  end={['Attendance']}
                >
                  {(student) => (
                    <tr key={student.id} className="border-t">
                      <td className="py-1.5 pr-2">
                        <Link
                          to={`/teacher/students/${student.id}`}
                          className="underline-offset-4 hover:underline"
                        >
                          {student.name}
                        </Link>
                      </td>
                      <td className="py-1.5 pr-2">{student.rollNumber}</td>
                      <td className="py-1.5 text-right tabular-nums">
                        {percent(student.attendance)}
                      </td>
                    </tr>
                  )}
                </SmallTable>
              </SectionCard>
            ))}
          </div>
        )}
      </ListState>
    </PageSection>
  );
}
