import { MessageSquarePlusIcon } from 'lucide-react';
import { QueryList } from '@/web/components/query-list';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { useConversations } from '../api/list-conversations';

/** 'New chat' and the caller's earlier chats, most recent first. */
export function ConversationList({
  currentId,
  onOpen,
  onNew,
  disabled,
}: {
  currentId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  disabled: boolean;
}) {
  const conversations = useConversations();
  return (
    <section aria-labelledby="chats-heading" className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="chats-heading" className="text-sm font-semibold">
          Chats
        </h3>
        <Button variant="outline" size="sm" onClick={onNew} disabled={disabled}>
          <MessageSquarePlusIcon aria-hidden="true" />
          New chat
        </Button>
      </div>
      <QueryList
        query={conversations}
        rows={(data) => data.conversations}
        label="Earlier chats"
        className="grid max-h-60 gap-1 overflow-y-auto"
        loadingLabel="Loading chats"
        skeletonRows={2}
        skeletonClassName="h-8 w-full"
        errorText="The chats could not be loaded."
        empty="No chats yet"
      >
        {(conversation) => (
          <li key={conversation.id}>
            <button
              type="button"
              disabled={disabled}
              aria-current={conversation.id === currentId ? 'true' : undefined}
              onClick={() => onOpen(conversation.id)}
              className={cn(
                'w-full truncate rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50',
                conversation.id === currentId && 'bg-accent font-medium',
              )}
            >
              {conversation.title}
            </button>
          </li>
        )}
      </QueryList>
    </section>
  );
}
