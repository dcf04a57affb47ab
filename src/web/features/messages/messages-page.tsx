import { ArrowLeftIcon, PenSquareIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListState, QueryError } from '@/web/components/list-state';
import { PageSection } from '@/web/components/page-section';
import { ServerPager } from '@/web/components/pager';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAuth } from '@/web/lib/auth/auth-context';
import { cn } from '@/web/lib/cn';
import { useThread, useThreads } from './api/messages-reads';
import { NewMessageDialog } from './components/new-message-dialog';
import { ThreadList } from './components/thread-list';
import { ThreadView } from './components/thread-view';

/**
 * /admin|teacher|parent/messages: the caller's conversations and the open one. `?thread=` opens a
 * conversation; `?to=&student=` opens 'New message' to that person about that child.
 */
export function MessagesPage() {
  const { profile } = useAuth();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<'inbox' | 'hidden'>('inbox');
  const [page, setPage] = useState(1);
  const threads = useThreads(view, page);
  const selectedId = params.get('thread');
  const thread = useThread(selectedId);
  const to = params.get('to');
  const [composing, setComposing] = useState(to !== null);

  const select = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('to');
      next.delete('student');
      if (id) next.set('thread', id);
      else next.delete('thread');
      return next;
    });

  return (
    <PageSection
      id="messages-title"
      title="Messages"
      description="Conversations between your school and families. Hidden ones stay in the school's record."
      width="6xl"
      actions={
        <Button onClick={() => setComposing(true)}>
          <PenSquareIcon aria-hidden="true" />
          New message
        </Button>
      }
    >
      <div className="grid gap-4 md:grid-cols-[20rem_1fr]">
        <div className={cn('grid content-start gap-3', selectedId && 'hidden md:grid')}>
          <div className="flex gap-2" role="group" aria-label="Which conversations">
            {(['inbox', 'hidden'] as const).map((name) => (
              <Button
                key={name}
                size="sm"
                variant={view === name ? 'default' : 'outline'}
                aria-pressed={view === name}
                onClick={() => {
                  setView(name);
                  setPage(1);
                }}
              >
                {name === 'inbox' ? 'Inbox' : 'Hidden'}
              </Button>
            ))}
          </div>
          <ListState
            query={threads}
            loadingLabel="Loading conversations"
            errorText="The conversations could not be loaded."
            empty={
              view === 'inbox'
                ? 'No messages yet. Start one with New message.'
                : 'No hidden conversations.'
            }
          >
            {(data) => (
              <>
                <ThreadList threads={data.items} selectedId={selectedId} onSelect={select} />
                <ServerPager data={data} onPageChange={setPage} label="Conversation pages" />
              </>
            )}
          </ListState>
        </div>
        <div className={cn('min-w-0 rounded-lg border p-4', !selectedId && 'hidden md:block')}>
          {selectedId ? (
            <Button
              variant="ghost"
              size="sm"
              className="mb-2 md:hidden"
              onClick={() => select(null)}
            >
              <ArrowLeftIcon aria-hidden="true" />
              All conversations
            </Button>
          ) : null}
          {!selectedId ? (
            <p className="py-10 text-center text-sm text-muted-foreground">
              Choose a conversation to read it.
            </p>
          ) : thread.isPending ? (
            <div aria-label="Loading the conversation" role="status" className="grid gap-3">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-16 w-3/4" />
            </div>
          ) : thread.isError ? (
            <QueryError query={thread} text="The conversation could not be opened." />
          ) : (
            <ThreadView thread={thread.data} />
          )}
        </div>
      </div>
      <NewMessageDialog
        open={composing}
        onOpenChange={setComposing}
        initial={to ? { to, studentId: params.get('student') } : null}
        searchable={profile?.role === 'admin'}
        onStarted={select}
      />
    </PageSection>
  );
}
