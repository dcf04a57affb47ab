import { SendIcon } from 'lucide-react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';

/** The message box and its Send button; the page decides what sending does. */
export function ChatMessageForm({
  text,
  onTextChange,
  canSend,
  busy,
  onSend,
}: {
  text: string;
  onTextChange: (text: string) => void;
  canSend: boolean;
  busy: boolean;
  onSend: () => void;
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
      <label htmlFor="chat-message" className="sr-only">
        Message
      </label>
      <textarea
        id="chat-message"
        rows={2}
        value={text}
        placeholder="Type your message..."
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-16 w-full grow resize-y rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
      />
      <Button type="submit" disabled={!canSend}>
        {busy ? <Spinner /> : <SendIcon aria-hidden="true" />}
        Send
      </Button>
    </form>
  );
}
