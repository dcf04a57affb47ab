import { toast } from 'sonner';
import { downloadAttachment } from '@/web/lib/download-attachment';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { Button } from './ui/button';

/** Opens an uploaded file of the API (sent with the session's token) as a download. */
export function DocumentLink({ url, name }: { url: string; name: string }) {
  return (
    <Button
      variant="link"
      size="sm"
      className="h-auto justify-self-start p-0"
      onClick={() =>
        downloadAttachment(url, name).catch((error: unknown) =>
          toast.error(`${name} could not be downloaded. ${requestErrorMessage(error)}`),
        )
      }
    >
      Open {name}
    </Button>
  );
}
