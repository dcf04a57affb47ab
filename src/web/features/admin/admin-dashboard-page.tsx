import { useAuth } from '@/web/lib/auth/auth-context';
import { ClassesCard } from './components/classes-card';
import { FeesCard } from './components/fees-card';
import { StatTiles } from './components/stat-tiles';
import { UsersCard } from './components/users-card';
import { PageSection } from '@/web/components/page-section';

/** Spec: welcome text, four tiles, then the users, classes and fees cards, on the school's rows. */
export function AdminDashboardPage() {
  const { profile } = useAuth();
  return (
    <PageSection
      id="dashboard-heading"
      title="Admin Dashboard"
      description={
        <>
          Welcome back, {profile?.full_name?.trim() || 'User'}. Here is what is happening at your
          school.
        </>
      }
      width="6xl"
    >
      <StatTiles />
      <UsersCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <ClassesCard />
        <FeesCard />
      </div>
    </PageSection>
  );
}
