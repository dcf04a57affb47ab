import { DashboardPending } from '@/web/components/dashboard-pending';
import { useAuth } from '@/web/lib/auth/auth-context';
import { MarkAttendanceCard } from './attendance/mark-attendance-card';

export function TeacherDashboardPage() {
  const { profile } = useAuth();
  return (
    <>
      <DashboardPending
        heading="Teacher Dashboard"
        fullName={profile?.full_name}
        upcoming="Your classes, students, attendance marking, assignments and weekly timetable will appear here."
      />
      <MarkAttendanceCard />
    </>
  );
}
