import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { LiveEvent, UserLiveKind } from '@/shared/schemas/live';
import { openLiveEvents } from './open-live-events';
import { useLiveStream } from './use-live-stream';

type Listener = (event: LiveEvent) => void;
type Listen = (listener: Listener) => () => void;

const ListenContext = createContext<Listen | null>(null);

const openUserEvents = (signal: AbortSignal) => openLiveEvents('/api/events', signal);

/**
 * The signed-in person's one stream of their own live events (GET /api/events: messages,
 * notifications, announcements), opened once for the whole signed-in layout and shared by every
 * screen that listens (useUserLiveEvent, useLiveInvalidation).
 */
export function UserLiveEventsProvider({ children }: { children: ReactNode }) {
  const [listeners] = useState(() => new Set<Listener>());
  const dispatch = useCallback(
    (event: LiveEvent) => {
      for (const listener of listeners) listener(event);
    },
    [listeners],
  );
  useLiveStream(openUserEvents, dispatch);
  const listen = useCallback<Listen>(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    [listeners],
  );
  return <ListenContext.Provider value={listen}>{children}</ListenContext.Provider>;
}

/**
 * Calls `handler` on each live event of these kinds for the signed-in person, and on 'resync'
 * (events may have been missed). Outside the provider (a test, a public page) it does nothing.
 */
export function useUserLiveEvent(kinds: readonly UserLiveKind[], handler: () => void): void {
  const listen = useContext(ListenContext);
  const key = kinds.join(',');
  useEffect(() => {
    if (!listen) return;
    const wanted = new Set<string>([...key.split(','), 'resync']);
    return listen((event) => {
      if (wanted.has(event.kind)) handler();
    });
  }, [listen, key, handler]);
}

/** Refetches `queryKey` (and every key under it) when a live event of these kinds arrives. */
export function useLiveInvalidation(kinds: readonly UserLiveKind[], queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const serialized = JSON.stringify(queryKey);
  const invalidate = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: JSON.parse(serialized) as QueryKey });
  }, [queryClient, serialized]);
  useUserLiveEvent(kinds, invalidate);
}
