import { cn } from '@/web/lib/cn';
import type { LiveStatus as Status } from '@/web/lib/live/live-connection';
import { liveStatusLabel } from '../use-live-updates';

/** A small, polite note of whether live updates are flowing ('Live') or being restored. */
export function LiveStatus({ status }: { status: Status | null }) {
  if (!status) return null;
  return (
    <p
      role="status"
      aria-live="polite"
      className="text-muted-foreground flex items-center gap-1.5 text-xs"
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2 rounded-full',
          status === 'live' ? 'bg-emerald-500' : 'animate-pulse bg-amber-500',
        )}
      />
      {liveStatusLabel(status)}
    </p>
  );
}
