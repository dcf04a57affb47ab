import { Badge } from '@/web/components/ui/badge';
import { useUnreadMessages } from '../api/messages-reads';

/** Beside 'Messages' in the menu: how many messages wait unread (nothing when none). */
export function UnreadBadge() {
  const unread = useUnreadMessages();
  if (!unread.data) return null;
  return (
    <Badge className="ml-auto group-data-[collapsible=icon]:hidden">
      {unread.data > 99 ? '99+' : unread.data}
      <span className="sr-only"> unread</span>
    </Badge>
  );
}
