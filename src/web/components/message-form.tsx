import { SendIcon } from 'lucide-react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';

/**
 * A message box and its Send button (Enter sends, Shift+Enter makes a new line); the page decides
 * what sending does. `extra` sits beside Send (an attach button).
 */
export function MessageForm({
  id = 'chat-message',
  placeholder = 'Type your message...',
  extra,
  text,
  onTextChange,
  canSend,
  busy,
  onSend,
  disabled = false,
}: {
  text: string;
  onTextChange: (text: string) => void;
  canSend: boolean;
  busy: boolean;
  onSend: () => void;
  /** While the box has nowhere to send yet (a new conversation is being made). */
  disabled?: boolean;
  id?: string;
  placeholder?: string;
  extra?: ReactNode;
}) {
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSend();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter makes a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  }

  return (
    <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={onSubmit}>
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <textarea
        id={id}
        rows={2}
        value={text}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-16 w-full grow resize-y rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
      />
      {extra}
      <Button type="submit" disabled={disabled || !canSend}>
        {busy ? <Spinner /> : <SendIcon aria-hidden="true" />}
        Send
      </Button>
    </form>
  );
}
