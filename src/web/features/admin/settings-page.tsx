import { ListState } from '@/web/components/list-state';
import { useSettings } from './api/get-settings';
import { ActivityCard } from './components/settings/activity-card';
import { AiProvidersCard } from './components/settings/ai-providers-card';
import { CalendarCard } from './components/settings/calendar-card';
import { LogoCard } from './components/settings/logo-card';
import { SchoolEventsCard } from './components/settings/school-events-card';
import { SchoolSettingsForm } from './components/settings/school-settings-form';
import { SecondFactorCard } from './components/settings/second-factor-card';
import { SignInCard } from './components/settings/sign-in-card';
import { PageSection } from '@/web/components/page-section';
import { SectionCard } from '@/web/components/section-card';

/**
 * /admin/settings: the school's name, branding and office details, its logo, its calendar and
 * events, the chat's AI providers, its activity.
 */
export function SettingsPage() {
  const settings = useSettings();
  return (
    <PageSection
      id="settings-heading"
      title="Settings"
      description="Your school’s name, colours and contact details, as everyone in it sees them."
      width="5xl"
    >
      <ListState
        query={settings}
        loadingLabel="Loading settings"
        skeletonRows={4}
        skeletonClassName="h-16 w-full"
        errorText="The settings could not be loaded."
      >
        {(data) => (
          <>
            <SectionCard
              title="School"
              description="Changes apply for everyone once saved; the preview shows them before."
            >
              <SchoolSettingsForm settings={data} />
            </SectionCard>
            <LogoCard settings={data} />
          </>
        )}
      </ListState>
      <CalendarCard />
      <SchoolEventsCard />
      <SecondFactorCard />
      <SignInCard />
      <AiProvidersCard />
      <ActivityCard />
    </PageSection>
  );
}
