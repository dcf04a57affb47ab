import { useEffect } from 'react';
import { AppError } from '@/shared/errors';
import { Alert } from '@/web/components/ui/alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAuth } from '@/web/lib/auth/auth-context';
import { useDashboard } from './api/get-dashboard';
import { AttendanceCard } from './components/attendance-card';
import { ChildSwitcher } from './components/child-switcher';
import { ContactsCard } from './components/contacts-card';
import { FeesCard } from './components/fees-card';
import { HomeworkCard } from './components/homework-card';
import { LiveStatus } from './components/live-status';
import { ChildTimetable } from './components/child-timetable';
import { SummaryTiles } from './components/summary-tiles';
import { NO_CHILD_LINKED } from './format';
import { useChosenChild } from './use-chosen-child';
import { useLiveUpdates } from './use-live-updates';
import { QueryError } from '@/web/components/list-state';

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading the dashboard" className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-28 w-full" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-72 w-full" />
        ))}
      </div>
    </div>
  );
}

/** Spec Parent dashboard: one request for the chosen child feeds every card and tile. */
export function ParentDashboardPage() {
  const { profile, user } = useAuth();
  const userId = user?.id ?? profile?.user_id ?? null;
  const [chosen, choose] = useChosenChild(userId);
  const dashboard = useDashboard(chosen, userId !== null);
  const data = dashboard.data;

  // A remembered child who is no longer this parent's (or was never): forget it, show the first.
  const staleChoice =
    chosen !== null && dashboard.error instanceof AppError && dashboard.error.status === 404;
  useEffect(() => {
    if (staleChoice) choose(null);
  }, [staleChoice, choose]);

  const child = data?.child ?? null;
  const live = useLiveUpdates(child?.id ?? null);
  return (
    <section aria-labelledby="dashboard-heading" className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="dashboard-heading" className="text-2xl font-bold tracking-tight">
            Parent Dashboard
          </h2>
          <p className="text-muted-foreground">
            Welcome back, {profile?.full_name?.trim() || 'User'}. Follow{' '}
            {child ? `${child.name}'s` : "your child's"} academic progress.
          </p>
          <LiveStatus status={live} />
        </div>
        {data && data.children.length > 1 && child ? (
          <ChildSwitcher items={data.children} value={child.id} onChange={choose} />
        ) : null}
      </div>
      {dashboard.isError && !staleChoice ? (
        <QueryError query={dashboard} text="The dashboard could not be loaded." />
      ) : null}
      {dashboard.isPending || staleChoice ? (
        <DashboardSkeleton />
      ) : data ? (
        <div className="grid gap-6" aria-busy={dashboard.isPlaceholderData}>
          {data.children.length === 0 ? <Alert>{NO_CHILD_LINKED}</Alert> : null}
          <SummaryTiles data={data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <AttendanceCard childName={child?.name ?? null} attendance={data.attendance} />
            <HomeworkCard
              childName={child?.name ?? null}
              childId={child?.id ?? null}
              homework={data.homework}
            />
            <FeesCard child={child} fees={data.fees} school={data.school} />
            <ContactsCard
              contacts={data.contacts}
              school={data.school}
              studentId={child?.id ?? null}
            />
          </div>
          <ChildTimetable
            studentName={child?.name}
            entries={data.timetable}
            timeZone={data.timeZone}
          />
        </div>
      ) : null}
    </section>
  );
}
