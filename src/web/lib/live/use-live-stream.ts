import { useEffect, useRef, useState } from 'react';
import type { LiveEvent } from '@/shared/schemas/live';
import { useAuth } from '@/web/lib/auth/auth-context';
import { type LiveStatus, type OpenLiveStream, startLiveUpdates } from './live-connection';

/**
 * Keeps a live stream open while someone is signed in (and this component is mounted), handing each
 * event to `onEvent` (the latest one given; it need not be stable). Returns the connection's status,
 * null when signed out. `open` should be stable (a module-level function).
 */
export function useLiveStream(
  open: OpenLiveStream,
  onEvent: (event: LiveEvent) => void,
): LiveStatus | null {
  const { session } = useAuth();
  const signedInAs = session?.user.id ?? null;
  const [status, setStatus] = useState<LiveStatus | null>(null);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (!signedInAs) return;
    const stop = startLiveUpdates({
      open,
      onStatus: setStatus,
      onEvent: (event) => handler.current(event),
    });
    return () => {
      stop();
      setStatus(null);
    };
  }, [signedInAs, open]);

  return signedInAs ? status : null;
}
