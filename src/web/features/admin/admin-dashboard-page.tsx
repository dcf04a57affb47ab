import { DashboardPending } from '@/web/components/dashboard-pending';
import { useAuth } from '@/web/lib/auth/auth-context';

export function AdminDashboardPage() {
  const { profile } = useAuth();
  return (
    <DashboardPending
      heading="Admin Dashboard"
      fullName={profile?.full_name}
      upcoming="User management, classes and subjects, fee structures and summary tiles will appear here."
    />
  );
}
