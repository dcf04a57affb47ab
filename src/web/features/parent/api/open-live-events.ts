import { openLiveEvents as open } from '@/web/lib/live/open-live-events';

/** GET /api/parent/events: the parent's stream of live updates about their children. */
export const openLiveEvents = (signal: AbortSignal) => open('/api/parent/events', signal);
