import { useEffect, useRef } from 'react';
import type { ChatProvider } from '@/shared/rules/provider-choice';
import { cn } from '@/web/lib/cn';
import { MarkdownReply } from './markdown-reply';
import { SentImageView, type SentImage } from './sent-image';

export interface ShownMessage {
  role: 'user' | 'assistant';
  content: string;
  provider?: ChatProvider | null;
  /** The image sent with a user's message, while the page is open. */
  image?: SentImage;
}

/**
 * Spec: the message list with 'Start the conversation...', 'AI is typing...' while busy (until the
 * reply starts to arrive) and the red error line under the messages.
 */
export function MessageList({
  messages,
  typing,
  error,
}: {
  messages: ShownMessage[];
  typing: boolean;
  error: string | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  // The newest message, the typing line and the error line stay in view.
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [messages.length, last?.content, typing, error]);

  return (
    // The log scrolls; it takes the keyboard focus so it scrolls with the arrow keys too.
    <div
      ref={box}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      tabIndex={0}
      className="flex min-h-64 flex-col gap-3 overflow-y-auto rounded-md border border-border p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:max-h-[60vh]"
    >
      <ol className="flex flex-col gap-3">
        {messages.length === 0 ? (
          <li className="text-sm text-muted-foreground">Start the conversation...</li>
        ) : null}
        {messages.map((message, index) => (
          <li
            // Messages are only ever appended: the index is their identity.
            key={index}
            className={cn(
              'min-w-0 max-w-[90%] rounded-lg px-3 py-2 text-sm',
              message.role === 'user'
                ? 'self-end bg-primary text-primary-foreground'
                : 'self-start bg-muted text-foreground',
            )}
          >
            <span className="sr-only">{message.role === 'user' ? 'You: ' : 'AI: '}</span>
            {message.image ? <SentImageView image={message.image} /> : null}
            {message.role === 'user' ? (
              <p className="whitespace-pre-wrap break-words">{message.content}</p>
            ) : (
              <MarkdownReply content={message.content} />
            )}
          </li>
        ))}
      </ol>
      {typing ? (
        <p role="status" className="text-sm text-muted-foreground italic">
          AI is typing...
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
