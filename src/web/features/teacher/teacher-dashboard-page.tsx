import { useAuth } from '@/web/lib/auth/auth-context';
import { useTeacherDashboard } from './api/get-dashboard';
import { MyClassesCard } from './components/my-classes-card';
import { StudentsCard } from './components/students-card';
import { TeacherTiles } from './components/teacher-tiles';
import { TeacherTimetable } from './components/teacher-timetable';
import { MarkAttendanceCard } from './attendance/mark-attendance-card';
import { AssignmentsCard } from './assignments/components/assignments-card';
import { ParentMeetingsCard } from './meetings/components/parent-meetings-card';
import { PageSection } from '@/web/components/page-section';
import { QueryError } from '@/web/components/list-state';

/**
 * Spec Teacher dashboard: four tiles, My Classes, Students, (Mark Attendance, Assignments & Notes)
 * and the weekly timetable, all from one request (GET /api/teacher/dashboard).
 */
export function TeacherDashboardPage() {
  const { profile } = useAuth();
  const dashboard = useTeacherDashboard();
  return (
    <PageSection
      id="dashboard-heading"
      title="Teacher Dashboard"
      description={
        <>
          Welcome back, {profile?.full_name?.trim() || 'User'}. Here are your classes and students.
        </>
      }
      width="6xl"
    >
      {dashboard.isError ? (
        <QueryError query={dashboard} text="Your dashboard could not be loaded." />
      ) : (
        <>
          <TeacherTiles figures={dashboard.data?.tiles} />
          <div className="grid gap-6 lg:grid-cols-2">
            <MyClassesCard query={dashboard} />
            <StudentsCard query={dashboard} />
          </div>
          <MarkAttendanceCard />
          <AssignmentsCard />
          <ParentMeetingsCard />
          <TeacherTimetable
            query={dashboard}
            entries={dashboard.data?.timetable}
            description="Your lessons from Monday to Friday; the class under way is highlighted."
          />
        </>
      )}
    </PageSection>
  );
}
