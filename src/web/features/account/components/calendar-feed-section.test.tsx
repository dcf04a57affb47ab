import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CalendarFeed } from '@/shared/schemas/calendar-feeds';
import { errorResponse, jsonResponse } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { callsTo, mockFetch } from '@/web/test/fetch-mock';
import { CalendarFeedSection } from './calendar-feed-section';
import { openDialog } from '@/web/test/open-dialog';

const fetchMock = mockFetch({ signedIn: true });
const calls = (method: string, path: string) => callsTo(fetchMock, method, path);
const token = (n: number) => String(n).repeat(43);

/** A server keeping one feed: each POST makes a new address, DELETE turns it off. */
function feedServer(initial: CalendarFeed) {
  let feed = initial;
  let made = 0;
  fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
    if (init.method === 'POST') {
      made += 1;
      feed = { on: true, since: '2026-11-27T10:00:00.000Z' };
      return jsonResponse(200, { ...feed, path: `/api/calendar/${token(made)}.ics` });
    }
    if (init.method === 'DELETE') feed = { on: false, since: null };
    return jsonResponse(200, feed);
  });
}

const show = () => renderScreen(<CalendarFeedSection />);

describe('CalendarFeedSection', () => {
  it('turns the feed on and shows its address to copy, with how to add it', async () => {
    feedServer({ on: false, since: null });
    show();
    expect(screen.getByRole('status', { name: 'Loading your calendar feed' })).toBeInTheDocument();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Turn on calendar feed' }));
    const address = await screen.findByLabelText('Your calendar feed address');
    expect(address).toHaveValue(`${window.location.origin}/api/calendar/${token(1)}.ics`);
    expect(screen.getByText(/Google Calendar: .*Outlook: .*Apple Calendar/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(calls('POST', '/api/calendar-feed')).toHaveLength(1);
  });

  it('makes a new address after asking, and turns the feed off', async () => {
    feedServer({ on: true, since: '2026-11-01T10:00:00.000Z' });
    show();
    expect(await screen.findByText(/Your calendar feed is on since/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your calendar feed address')).not.toBeInTheDocument();
    const user = userEvent.setup();
    const ask = await openDialog(user, 'Make a new address');
    expect(ask).toHaveTextContent('The current address stops working at once');
    await user.click(within(ask).getByRole('button', { name: 'Make a new address' }));
    expect(await screen.findByLabelText('Your calendar feed address')).toHaveValue(
      `${window.location.origin}/api/calendar/${token(1)}.ics`,
    );

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn off' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Turn on calendar feed' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls('DELETE', '/api/calendar-feed')).toHaveLength(1));
    expect(screen.queryByLabelText('Your calendar feed address')).not.toBeInTheDocument();
  });

  it('says so in plain words when the feed cannot be loaded', async () => {
    fetchMock.mockImplementation(async () =>
      errorResponse(403, 'FORBIDDEN', 'Your role does not have access to this.'),
    );
    show();
    expect(await screen.findByText(/Your calendar feed could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
