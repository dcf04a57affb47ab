import { useState } from 'react';
import { PageSection } from '@/web/components/page-section';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/auth/auth-context';
import { useLiveInvalidation } from '@/web/lib/live/user-live-events';
import { announcementsKeys } from './api/announcements-api';
import { AnnouncementFeed } from './components/announcement-feed';
import { NewAnnouncementDialog } from './components/new-announcement-dialog';
import { SentAnnouncements } from './components/sent-announcements';

/** Announcements for every role: the feed; teachers and admins also post and see read counts. */
export function AnnouncementsPage() {
  const { profile } = useAuth();
  const author = profile?.role === 'teacher' || profile?.role === 'admin';
  const [writing, setWriting] = useState(false);
  useLiveInvalidation(['announcement'], announcementsKeys.all);
  return (
    <PageSection
      id="announcements-heading"
      title="Announcements"
      description="News from your school and your classes."
      actions={author ? <Button onClick={() => setWriting(true)}>New announcement</Button> : null}
    >
      <div className="grid gap-6">
        <SectionCard title="For you">
          <AnnouncementFeed />
        </SectionCard>
        {author ? (
          <SectionCard title="Posted">
            <SentAnnouncements />
          </SectionCard>
        ) : null}
      </div>
      {author ? <NewAnnouncementDialog open={writing} onOpenChange={setWriting} /> : null}
    </PageSection>
  );
}
