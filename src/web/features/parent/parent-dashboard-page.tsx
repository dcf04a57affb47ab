import { DashboardPending } from '@/web/components/dashboard-pending';
import { useAuth } from '@/web/lib/auth/auth-context';

export function ParentDashboardPage() {
  const { profile } = useAuth();
  return (
    <DashboardPending
      heading="Parent Dashboard"
      fullName={profile?.full_name}
      subtitle="Here you follow your child's academic progress."
      upcoming="Your child's attendance, homework, fees, timetable and school contacts will appear here."
    />
  );
}
