import { LayoutDashboard } from 'lucide-react';
import { NoticeCard } from './notice-card';
import { PageSection } from './page-section';

/** A role's dashboard before its panels exist: a welcome and an honest note, never sample figures. */
export function DashboardPending({
  heading,
  fullName,
  subtitle,
  upcoming,
}: {
  heading: string;
  fullName: string | null | undefined;
  subtitle?: string;
  upcoming: string;
}) {
  return (
    <PageSection
      id="dashboard-heading"
      title={heading}
      description={
        <>
          Welcome, {fullName?.trim() || 'User'}.{subtitle ? ` ${subtitle}` : null}
        </>
      }
    >
      <NoticeCard
        icon={LayoutDashboard}
        title="Your dashboard is on its way"
        description={upcoming}
      >
        The dashboard arrives in a later release. Until then, use the menu to find your way around.
      </NoticeCard>
    </PageSection>
  );
}
