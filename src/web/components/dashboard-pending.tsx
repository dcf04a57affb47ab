import { LayoutDashboard } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';
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
      <Card>
        <CardHeader className="justify-items-start gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <LayoutDashboard className="size-5" aria-hidden="true" />
          </span>
          <CardTitle>Your dashboard is on its way</CardTitle>
          <CardDescription>{upcoming}</CardDescription>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          The dashboard arrives in a later release. Until then, use the menu to find your way
          around.
        </CardContent>
      </Card>
    </PageSection>
  );
}
