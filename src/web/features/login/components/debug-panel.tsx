import { Bug } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { fetchRawProfile } from '../api/fetch-raw-profile';

/** Spec 2: the Debug area of the sign-in screen; results go to the browser console. */
export function DebugPanel() {
  const [busy, setBusy] = useState(false);
  return (
    <details className="w-full max-w-sm rounded-md border border-dashed border-border px-4 py-2 text-sm text-muted-foreground">
      <summary className="cursor-pointer rounded-sm font-medium outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring">
        Debug
      </summary>
      <div className="flex flex-col items-start gap-2 pt-3">
        <p>Logs the raw answer of the profiles API to the browser console.</p>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            fetchRawProfile()
              .catch((error: unknown) => console.warn('Raw profile fetch failed', error))
              .finally(() => setBusy(false));
          }}
        >
          <Bug aria-hidden="true" />
          Raw profile fetch
        </Button>
      </div>
    </details>
  );
}
