import { DashboardPending } from '@/web/components/dashboard-pending';
import { useAuth } from '@/web/lib/auth/auth-context';
import { AssignmentsCard } from './assignments/components/assignments-card';
import { GradingQueue } from './assignments/components/grading-queue';
import { ParentMeetingsCard } from './meetings/components/parent-meetings-card';

export function TeacherDashboardPage() {
  const { profile } = useAuth();
  return (
    <div className="grid gap-6">
      <DashboardPending
        heading="Teacher Dashboard"
        fullName={profile?.full_name}
        upcoming="Your classes, students, attendance marking, assignments and weekly timetable will appear here."
      />
      <div className="mx-auto grid w-full max-w-4xl gap-6">
        <AssignmentsCard />
        {/* The grading queue belongs on /teacher/reports (issue 8); here until that screen exists. */}
        <GradingQueue />
        <ParentMeetingsCard />
      </div>
    </div>
  );
}
