import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { LiveEvent } from '@/shared/schemas/live';
import type { LiveStatus, OpenLiveStream } from '@/web/lib/live/live-connection';
import { useLiveStream } from '@/web/lib/live/use-live-stream';
import { openLiveEvents } from './api/open-live-events';
import { parentKeys } from './api/parent-keys';

/**
 * Live updates on the parent dashboard: an event about the child on screen refetches the dashboard
 * (and My Children and Schedule), without a reload. Stops on unmount and on sign-out.
 */
export function useLiveUpdates(
  shownChildId: string | null,
  open: OpenLiveStream = openLiveEvents,
): LiveStatus | null {
  const queryClient = useQueryClient();
  const shown = useRef(shownChildId);
  useEffect(() => {
    shown.current = shownChildId;
  }, [shownChildId]);

  const onEvent = useCallback(
    (event: LiveEvent) => {
      const onScreen = event.kind === 'resync' || event.studentId === shown.current;
      void queryClient.invalidateQueries({
        queryKey: onScreen ? ['parent', 'dashboard'] : parentKeys.dashboard(event.studentId),
      });
      void queryClient.invalidateQueries({ queryKey: parentKeys.children });
      void queryClient.invalidateQueries({ queryKey: parentKeys.schedule });
    },
    [queryClient],
  );
  return useLiveStream(open, onEvent);
}

const LABELS: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

export const liveStatusLabel = (status: LiveStatus) => LABELS[status];
