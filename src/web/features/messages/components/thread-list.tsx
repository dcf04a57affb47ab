import type { ThreadSummary } from '@/shared/schemas/messages';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';
import { formatMessageTime } from './message-times';

/** The caller's conversations: who, about whom, the last message and how many are unread. */
export function ThreadList({
  threads,
  selectedId,
  onSelect,
}: {
  threads: ThreadSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul className="grid gap-1" aria-label="Conversations">
      {threads.map((thread) => (
        <li key={thread.id}>
          <button
            type="button"
            onClick={() => onSelect(thread.id)}
            aria-current={thread.id === selectedId ? 'true' : undefined}
            className={cn(
              'grid w-full gap-0.5 rounded-md border px-3 py-2 text-left text-sm hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
              thread.id === selectedId && 'border-primary bg-muted',
            )}
          >
            <span className="flex items-center justify-between gap-2">
              <span className={cn('truncate', thread.unread > 0 && 'font-semibold')}>
                {thread.withNames.join(', ') || 'Only you'}
              </span>
              {thread.unread > 0 ? (
                <Badge>
                  {thread.unread}
                  <span className="sr-only"> unread</span>
                </Badge>
              ) : null}
            </span>
            <span className="truncate font-medium">{thread.subject}</span>
            {thread.studentName ? (
              <span className="text-xs text-muted-foreground">About {thread.studentName}</span>
            ) : null}
            {thread.lastMessage ? (
              <span className="flex justify-between gap-2 text-xs text-muted-foreground">
                <span className="truncate">
                  {thread.lastMessage.senderName}: {thread.lastMessage.body}
                </span>
                <time dateTime={thread.lastMessage.sentAt} className="shrink-0">
                  {formatMessageTime(thread.lastMessage.sentAt)}
                </time>
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
