import { useAuth } from '@/web/lib/auth/auth-context';
import { ClassesCard } from './components/classes-card';
import { FeesCard } from './components/fees-card';
import { StatTiles } from './components/stat-tiles';
import { UsersCard } from './components/users-card';

/** Spec: welcome text, four tiles, then the users, classes and fees cards, on the school's rows. */
export function AdminDashboardPage() {
  const { profile } = useAuth();
  return (
    <section aria-labelledby="dashboard-heading" className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="grid gap-1">
        <h2 id="dashboard-heading" className="text-2xl font-bold tracking-tight">
          Admin Dashboard
        </h2>
        <p className="text-muted-foreground">
          Welcome back, {profile?.full_name?.trim() || 'User'}. Here is what is happening at your
          school.
        </p>
      </div>
      <StatTiles />
      <UsersCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <ClassesCard />
        <FeesCard />
      </div>
    </section>
  );
}
