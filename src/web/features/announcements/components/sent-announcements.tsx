import { useState } from 'react';
import { ListState } from '@/web/components/list-state';
import { ServerPager } from '@/web/components/pager';
import { useSentAnnouncements } from '../api/announcements-api';

/** The caller's posts (an admin: the school's) with how many recipients have read each. */
export function SentAnnouncements() {
  const [page, setPage] = useState(1);
  const sent = useSentAnnouncements(page, true);
  return (
    <ListState
      query={sent}
      loadingLabel="Loading your announcements"
      errorText="Your announcements could not be loaded."
      empty="You have not posted an announcement yet."
    >
      {(data) => (
        <div className="grid gap-3">
          <ul className="grid gap-3" aria-label="Posted announcements">
            {data.items.map((item) => (
              <li key={item.id} className="rounded-lg border p-4">
                <p className="font-semibold break-words">{item.title}</p>
                <p className="text-sm text-muted-foreground">
                  {item.audienceLabel} · {item.authorName}
                </p>
                <p className="text-sm">
                  Read by {item.read} of {item.recipients}
                </p>
              </li>
            ))}
          </ul>
          <ServerPager data={data} onPageChange={setPage} label="Posted announcement pages" />
        </div>
      )}
    </ListState>
  );
}
