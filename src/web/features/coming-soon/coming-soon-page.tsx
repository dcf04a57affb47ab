import { Construction } from 'lucide-react';
import { useMatches } from 'react-router';
import { NoticeCard } from '@/web/components/notice-card';
import { routeTitle } from '@/web/lib/route-title';

/** A menu target whose screen is built in a later release: says so plainly, inside the layout. */
export function ComingSoonPage() {
  const matches = useMatches();
  const title = routeTitle(matches) ?? 'This page';

  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto w-full max-w-2xl">
      <NoticeCard
        icon={Construction}
        title={title}
        titleId="coming-soon-title"
        description={`${title} is coming soon.`}
      >
        This part of the portal is not available yet. It will appear here, in this menu, in a later
        release.
      </NoticeCard>
    </section>
  );
}
