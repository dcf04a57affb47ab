import { PaperclipIcon, XIcon } from 'lucide-react';
import { useRef } from 'react';
import { ATTACHMENT_ACCEPT } from '@/shared/schemas/assignments';
import { Button } from '@/web/components/ui/button';

/** An optional file to send with a message (the server judges its type and size). */
export function AttachButton({
  file,
  onFileChange,
}: {
  file: File | null;
  onFileChange: (file: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  if (file) {
    return (
      <span className="flex items-center gap-1 text-sm">
        <span className="max-w-40 truncate">{file.name}</span>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Remove ${file.name}`}
          onClick={() => {
            onFileChange(null);
            if (input.current) input.current.value = '';
          }}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </span>
    );
  }
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        hidden
        aria-label="Attach a file"
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
      />
      <Button type="button" variant="outline" onClick={() => input.current?.click()}>
        <PaperclipIcon aria-hidden="true" />
        Attach
      </Button>
    </>
  );
}
