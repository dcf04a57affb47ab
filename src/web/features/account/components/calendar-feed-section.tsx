import { CalendarDays, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { CalendarFeed } from '@/shared/schemas/calendar-feeds';
import { ConfirmMutationDialog } from '@/web/components/confirm-mutation-dialog';
import { LoadingRows, QueryError } from '@/web/components/list-state';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useTurnOffCalendarFeed } from '../api/turn-off-calendar-feed';
import { useTurnOnCalendarFeed } from '../api/turn-on-calendar-feed';

const HOW_TO =
  'Google Calendar: Other calendars, +, From URL. Outlook: Add calendar, Subscribe from web. ' +
  'Apple Calendar: File, New Calendar Subscription (on an iPhone: Settings, Calendar, Accounts, ' +
  'Add Subscribed Calendar). Paste the address there.';

const STOPS = 'The current address stops working at once: calendars using it stop updating.';

/**
 * The person's private calendar feed (timetable, homework due dates, meetings, school events): on,
 * its address to copy (shown only when made: the server keeps a hash), reset, off.
 */
export function CalendarFeedSection() {
  const [address, setAddress] = useState<string | null>(null);
  const [asking, setAsking] = useState<'reset' | 'off' | null>(null);
  const feed = useCalendarFeed();
  const turnOn = useTurnOnCalendarFeed(({ path }) =>
    setAddress(`${window.location.origin}${path}`),
  );
  const turnOff = useTurnOffCalendarFeed();

  return (
    <section aria-labelledby="calendar-feed-title" className="grid gap-3">
      <h3 id="calendar-feed-title" className="flex items-center gap-2 font-semibold">
        <CalendarDays aria-hidden="true" className="size-4" />
        Calendar feed
      </h3>
      <p className="text-sm text-muted-foreground">
        Your timetable, homework due dates, meetings and school events in your own calendar app,
        kept up to date. Anyone with the address can read it: keep it private.
      </p>
      {feed.isError ? (
        <QueryError query={feed} text="Your calendar feed could not be loaded." />
      ) : !feed.data ? (
        <LoadingRows label="Loading your calendar feed" rows={1} className="h-10" />
      ) : (
        <FeedState
          feed={feed.data}
          address={address}
          pending={turnOn.isPending}
          onTurnOn={() =>
            turnOn.mutate(undefined, {
              onError: (error) => toast.error(requestErrorMessage(error)),
            })
          }
          onAsk={setAsking}
        />
      )}
      <ConfirmMutationDialog
        target={asking === 'reset' ? asking : null}
        onClose={() => setAsking(null)}
        mutation={turnOn}
        variables={() => undefined}
        title="Make a new address?"
        description={STOPS}
        confirmLabel="Make a new address"
      />
      <ConfirmMutationDialog
        target={asking === 'off' ? asking : null}
        onClose={() => setAsking(null)}
        mutation={turnOff}
        variables={() => undefined}
        successMessage={() => 'Calendar feed turned off'}
        title="Turn off your calendar feed?"
        description={STOPS}
        confirmLabel="Turn off"
      />
    </section>
  );
}

function FeedState({
  feed,
  address,
  pending,
  onTurnOn,
  onAsk,
}: {
  feed: CalendarFeed;
  address: string | null;
  pending: boolean;
  onTurnOn: () => void;
  onAsk: (what: 'reset' | 'off') => void;
}) {
  const inputId = useId();
  if (!feed.on) {
    return (
      <Button className="justify-self-start" disabled={pending} onClick={onTurnOn}>
        {pending ? 'Turning on...' : 'Turn on calendar feed'}
      </Button>
    );
  }
  const copy = () =>
    void navigator.clipboard
      ?.writeText(address ?? '')
      .then(() => toast.success('Address copied'))
      .catch(() => toast.error('Could not copy: select the address and copy it yourself.'));
  return (
    <div className="grid gap-3">
      {address ? (
        <div className="grid gap-2">
          <Label htmlFor={inputId}>Your calendar feed address</Label>
          <div className="flex gap-2">
            <Input id={inputId} readOnly value={address} onFocus={(e) => e.target.select()} />
            <Button variant="outline" onClick={copy}>
              <Copy aria-hidden="true" />
              Copy
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{HOW_TO}</p>
        </div>
      ) : (
        <Alert>
          Your calendar feed is on
          {feed.since ? ` since ${new Date(feed.since).toLocaleDateString()}` : ''}. Its address is
          shown only once: to add it to another calendar, make a new address.
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onAsk('reset')}>
          Make a new address
        </Button>
        <Button variant="outline" onClick={() => onAsk('off')}>
          Turn off
        </Button>
      </div>
    </div>
  );
}
