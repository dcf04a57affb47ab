import { ArchiveIcon, ArchiveRestoreIcon, DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Thread, ThreadMessage } from '@/shared/schemas/messages';
import { MessageForm } from '@/web/components/message-form';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { downloadAttachment } from '@/web/lib/download-attachment';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { cn } from '@/web/lib/cn';
import { useHideThread, useReply } from '../api/messages-writes';
import { AttachButton } from './attach-button';
import { formatMessageTime } from './message-times';
import { toastOutcome } from '@/web/lib/toast-outcome';

function ReadLine({ message }: { message: ThreadMessage }) {
  if (!message.mine) return null;
  if (!message.reads.length) return <span>Not read yet</span>;
  return (
    <span>
      {message.reads
        .map((read) => `Read by ${read.name} ${formatMessageTime(read.readAt)}`)
        .join('; ')}
    </span>
  );
}

/** One message: its sender, sent time, text (as text, never HTML), attachment and read times. */
function MessageBubble({ message }: { message: ThreadMessage }) {
  return (
    <li
      className={cn(
        'grid max-w-[85%] gap-1',
        message.mine ? 'justify-self-end' : 'justify-self-start',
      )}
    >
      <div
        className={cn(
          'rounded-lg px-3 py-2 text-sm',
          message.mine ? 'bg-primary text-primary-foreground' : 'bg-muted',
        )}
      >
        <p className="font-medium">{message.mine ? 'You' : message.senderName}</p>
        <p className="break-words whitespace-pre-wrap">{message.body}</p>
        {message.attachment ? (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className="mt-2"
            onClick={() =>
              void downloadAttachment(
                `/api/messages/attachments/${message.id}`,
                message.attachment!.name,
              ).catch((error: unknown) => toast.error(requestErrorMessage(error)))
            }
          >
            <DownloadIcon aria-hidden="true" />
            {message.attachment.name}
          </Button>
        ) : null}
      </div>
      <p className={cn('text-xs text-muted-foreground', message.mine && 'text-right')}>
        Sent <time dateTime={message.sentAt}>{formatMessageTime(message.sentAt)}</time>
        {message.mine ? ' · ' : null}
        <ReadLine message={message} />
      </p>
    </li>
  );
}

/** A conversation: its messages, then the reply box (Enter sends, Shift+Enter a new line). */
export function ThreadView({ thread }: { thread: Thread }) {
  const reply = useReply(thread.id);
  const hide = useHideThread(thread.id);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const canSend = text.trim().length > 0 && !reply.isPending;

  const send = () => {
    if (!canSend) return;
    reply.mutate(
      { body: text.trim(), file },
      {
        onSuccess: () => {
          setText('');
          setFile(null);
        },
      },
    );
  };

  return (
    <section aria-labelledby="thread-subject" className="grid gap-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 id="thread-subject" className="text-lg font-semibold break-words">
            {thread.subject}
          </h3>
          <p className="text-sm text-muted-foreground">
            With {thread.withNames.join(', ') || 'nobody else'}
            {thread.studentName ? ` · About ${thread.studentName}` : ''}
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={hide.isPending}
          onClick={() =>
            hide.mutate(
              !thread.hidden,
              toastOutcome(
                thread.hidden
                  ? 'Conversation moved back to your inbox'
                  : 'Conversation hidden for you',
              ),
            )
          }
        >
          {thread.hidden ? (
            <ArchiveRestoreIcon aria-hidden="true" />
          ) : (
            <ArchiveIcon aria-hidden="true" />
          )}
          {thread.hidden ? 'Move to inbox' : 'Hide'}
        </Button>
      </header>
      <ol className="grid gap-3" aria-label="Messages">
        {thread.messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
      </ol>
      {reply.isError ? <Alert>{requestErrorMessage(reply.error)}</Alert> : null}
      {thread.mayReply ? (
        <MessageForm
          id="reply-message"
          placeholder="Write a reply..."
          text={text}
          onTextChange={setText}
          canSend={canSend}
          busy={reply.isPending}
          onSend={send}
          extra={<AttachButton file={file} onFileChange={setFile} />}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          You can no longer reply here: the rules of who may write to whom no longer allow it.
        </p>
      )}
    </section>
  );
}
