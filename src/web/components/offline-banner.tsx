import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { isOffline, subscribeToConnection } from '@/web/lib/connection-status';

/** Says, above every screen, that the portal cannot be reached and what that means for the page. */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribeToConnection, isOffline, () => false);
  if (!offline) return null;
  return (
    <aside aria-label="Connection" className="sticky top-0 z-50">
      <p
        role="status"
        className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
      >
        <WifiOff className="size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>You are offline.</strong> This is what was last loaded; changes cannot be saved
          until you are back online.
        </span>
      </p>
    </aside>
  );
}
