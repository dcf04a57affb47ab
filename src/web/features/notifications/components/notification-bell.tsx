import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { useLiveInvalidation } from '@/web/lib/live/user-live-events';
import {
  fetchLatest,
  fetchUnreadCount,
  markAllRead,
  markRead,
  notificationKeys,
} from '../api/notifications-api';
import { NotificationPreferencesDialog } from './notification-preferences-dialog';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The top bar's bell: the unread count (live), the latest entries, mark read, preferences. */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [prefsOpen, setPrefsOpen] = useState(false);
  useLiveInvalidation(['notification'], notificationKeys.all);
  const unread = useQuery({ queryKey: notificationKeys.unread, queryFn: fetchUnreadCount });
  const latest = useQuery({
    queryKey: notificationKeys.latest,
    queryFn: fetchLatest,
    enabled: open,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const readOne = useMutation({ mutationFn: markRead, onSettled: refresh });
  const readAll = useMutation({ mutationFn: markAllRead, onSettled: refresh });
  const count = unread.data?.unread ?? 0;

  return (
    <>
      <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="relative size-9"
            aria-label={count ? `Notifications, ${count} unread` : 'Notifications'}
          >
            <Bell aria-hidden="true" />
            {count ? (
              <span
                aria-hidden="true"
                data-testid="unread-count"
                className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs leading-5 font-semibold text-destructive-foreground"
              >
                {count > 99 ? '99+' : count}
              </span>
            ) : null}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1rem))]">
          <DropdownMenuLabel className="flex items-center justify-between gap-2">
            <span>Notifications</span>
            {count ? (
              <Button
                variant="link"
                size="sm"
                className="h-auto p-0"
                onClick={() => readAll.mutate()}
              >
                Mark all read
              </Button>
            ) : null}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {latest.isPending ? (
            <p role="status" className="px-2 py-3 text-sm text-muted-foreground">
              Loading notifications…
            </p>
          ) : latest.isError ? (
            <p role="alert" className="px-2 py-3 text-sm text-destructive">
              Notifications could not be loaded. Please try again.
            </p>
          ) : latest.data.rows.length === 0 ? (
            <p className="px-2 py-3 text-sm text-muted-foreground">Nothing new for you yet.</p>
          ) : (
            latest.data.rows.map((entry) => (
              <DropdownMenuItem key={entry.id} asChild>
                <Link
                  to={entry.link}
                  onClick={() => (entry.readAt ? undefined : readOne.mutate(entry.id))}
                  className="grid gap-0.5"
                >
                  <span className={entry.readAt ? '' : 'font-semibold'}>
                    {entry.readAt ? '' : <span className="sr-only">Unread: </span>}
                    {entry.title}
                  </span>
                  {entry.body ? (
                    <span className="line-clamp-2 text-xs text-muted-foreground">{entry.body}</span>
                  ) : null}
                  <span className="text-xs text-muted-foreground">{when(entry.createdAt)}</span>
                </Link>
              </DropdownMenuItem>
            ))
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setPrefsOpen(true)}>
            Notification preferences
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <NotificationPreferencesDialog open={prefsOpen} onOpenChange={setPrefsOpen} />
    </>
  );
}
