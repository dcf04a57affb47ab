import { useState } from 'react';
import type { Announcement } from '@/shared/schemas/announcements';
import { ListState } from '@/web/components/list-state';
import { ServerPager } from '@/web/components/pager';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useAnnouncementFeed, useMarkAnnouncementRead } from '../api/announcements-api';

const postedOn = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One announcement: its title opens it (and marks it read); the body is plain text. */
function FeedItem({ item }: { item: Announcement }) {
  const [open, setOpen] = useState(false);
  const markRead = useMarkAnnouncementRead();
  const bodyId = `announcement-${item.id}`;
  const toggle = () => {
    setOpen(!open);
    if (!open && !item.readAt) markRead.mutate(item.id);
  };
  return (
    <li className="rounded-lg border p-4">
      <div className="flex min-w-0 items-start justify-between gap-2">
        <Button
          variant="link"
          className="h-auto min-w-0 shrink p-0 text-left text-base font-semibold break-words whitespace-normal"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
        >
          {item.title}
        </Button>
        {item.readAt ? null : <Badge>New</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">
        {item.authorName} · {postedOn(item.createdAt)}
      </p>
      {open ? (
        <p id={bodyId} className="mt-2 break-words whitespace-pre-wrap">
          {item.body}
        </p>
      ) : null}
    </li>
  );
}

/** The announcements sent to the caller, newest first, unread marked. */
export function AnnouncementFeed() {
  const [page, setPage] = useState(1);
  const feed = useAnnouncementFeed(page);
  return (
    <ListState
      query={feed}
      loadingLabel="Loading announcements"
      errorText="The announcements could not be loaded."
      empty="No announcements yet."
    >
      {(data) => (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">{data.unread} unread</p>
          <ul className="grid gap-3" aria-label="Announcements">
            {data.items.map((item) => (
              <FeedItem key={item.id} item={item} />
            ))}
          </ul>
          <ServerPager data={data} onPageChange={setPage} label="Announcement pages" />
        </div>
      )}
    </ListState>
  );
}
