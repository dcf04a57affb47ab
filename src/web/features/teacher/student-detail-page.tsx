import { ArrowLeft, Mail, Phone } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ATTENDANCE_WINDOW_DAYS, attendanceTotals } from '@/shared/rules/attendance';
import type { TeacherStudentDetail } from '@/shared/schemas/teacher';
import { ListState } from '@/web/components/list-state';
import { Badge } from '@/web/components/ui/badge';
import { useTeacherStudent } from './api/get-student';
import { percent } from './components/student-list';
import { SmallTable } from '@/web/components/small-table';
import { SectionCard } from '@/web/components/section-card';
import { schoolDate } from '@/web/lib/school-date';

/** 'YYYY-MM-DD' as 'Mon, Nov 23, 2026' (the school's date, no time zone shift). */
function dayLabel(date: string): string {
  return schoolDate(date, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}

const statusVariant = {
  present: 'secondary',
  late: 'outline',
  absent: 'destructive',
  pending: 'muted',
  submitted: 'outline',
  graded: 'secondary',
} as const;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const empty = (text: string) => (
  <p className="py-4 text-center text-sm text-muted-foreground">{text}</p>
);

function StudentDetail({ student }: { student: TeacherStudentDetail }) {
  const { attendance } = student;
  return (
    <>
      <div className="grid gap-1">
        <h2 id="student-heading" className="text-2xl font-bold tracking-tight">
          {student.name}
        </h2>
        <p className="text-muted-foreground">
          Roll number {student.rollNumber} · {student.classes.join(', ')}
        </p>
        {student.email || student.phone ? (
          <p className="flex flex-wrap gap-x-4 text-sm text-muted-foreground">
            {student.email ? <span className="break-all">{student.email}</span> : null}
            {student.phone ? <span>{student.phone}</span> : null}
          </p>
        ) : null}
      </div>
      <ul aria-label="Student summary" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[['Attendance', percent(attendance.rate)] as const, ...attendanceTotals(attendance)].map(
          ([label, value]) => (
            <li key={label} className="rounded-lg border p-3">
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className="text-2xl font-bold tabular-nums">{value}</p>
            </li>
          ),
        )}
      </ul>
      <p className="-mt-3 text-sm text-muted-foreground">
        Over the last {ATTENDANCE_WINDOW_DAYS} days. Current grade:{' '}
        <span className="font-medium text-foreground">{student.grade ?? 'not graded yet'}</span>
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard
          title="Guardians"
          description="Contact details of the student's guardians."
          contentClassName="overflow-x-auto"
        >
          {student.guardians.length === 0 ? (
            empty('No guardians on record')
          ) : (
            <ul className="grid gap-3">
              {student.guardians.map((guardian) => (
                <li key={guardian.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                  <span className="font-medium">
                    {guardian.name}
                    {guardian.relationship ? (
                      <span className="font-normal text-muted-foreground">
                        {' '}
                        ({guardian.relationship})
                      </span>
                    ) : null}
                  </span>
                  <a
                    href={`mailto:${guardian.email}`}
                    className="flex items-center gap-1 break-all underline-offset-4 hover:underline"
                  >
                    <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                    {guardian.email}
                  </a>
                  {guardian.phone ? (
                    <a
                      href={`tel:${guardian.phone.replace(/[^\d+]/g, '')}`}
                      className="flex items-center gap-1 underline-offset-4 hover:underline"
                    >
                      <Phone className="size-3.5 shrink-0" aria-hidden="true" />
                      {guardian.phone}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
        <SectionCard
          title="Attendance history"
          description="The latest marked days, newest first."
          contentClassName="overflow-x-auto"
        >
          <SmallTable
            items={student.attendanceHistory}
            empty="No attendance marked yet"
            columns={['Date', 'Status', 'Note']}
          >
            {(mark) => (
              <tr key={mark.date} className="border-t">
                <td className="py-1.5 pr-2 whitespace-nowrap">{dayLabel(mark.date)}</td>
                <td className="py-1.5 pr-2">
                  <Badge variant={statusVariant[mark.status]}>{capitalised(mark.status)}</Badge>
                </td>
                <td className="py-1.5 text-muted-foreground">
                  {[
                    mark.minutesLate ? `${mark.minutesLate} min late` : null,
                    mark.reason,
                    mark.className,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </td>
              </tr>
            )}
          </SmallTable>
        </SectionCard>
      </div>
      <SectionCard
        title="Submissions and grades"
        description="Work set in your classes."
        contentClassName="overflow-x-auto"
      >
        <SmallTable
          items={student.submissions}
          empty="No assignments found"
          columns={['Assignment', 'Due', 'Status', 'Grade']}
        >
          {(work) => (
            <tr key={work.assignmentId} className="border-t align-top">
              <td className="py-1.5 pr-2">
                <span className="font-medium">{work.title}</span>
                <span className="block text-xs text-muted-foreground">
                  {work.subject} · {work.className}
                </span>
                {work.comment ? (
                  <span className="block text-xs text-muted-foreground">“{work.comment}”</span>
                ) : null}
              </td>
              <td className="py-1.5 pr-2 whitespace-nowrap">{dayLabel(work.dueDate)}</td>
              <td className="py-1.5 pr-2">
                <Badge variant={statusVariant[work.status]}>{capitalised(work.status)}</Badge>
              </td>
              <td className="py-1.5 font-medium">{work.grade ?? '—'}</td>
            </tr>
          )}
        </SmallTable>
      </SectionCard>
    </>
  );
}

/** /teacher/students/:id: attendance history, submissions and grades, guardians' contacts. */
export function StudentDetailPage() {
  const { id = '' } = useParams();
  const student = useTeacherStudent(id);
  return (
    <section aria-labelledby="student-heading" className="mx-auto grid w-full max-w-5xl gap-6">
      <Link
        to="/teacher/students"
        className="flex w-fit items-center gap-1 text-sm underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to students
      </Link>
      <ListState
        query={student}
        loadingLabel="Loading the student"
        skeletonClassName="h-32 w-full"
        errorText="The student could not be loaded."
      >
        {(data) => <StudentDetail student={data} />}
      </ListState>
    </section>
  );
}
