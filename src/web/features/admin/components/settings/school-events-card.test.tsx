import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SchoolEvent } from '@/shared/schemas/school-events';
import { errorResponse, jsonResponse } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { mockFetch, profileOrNotFound, serveApi } from '@/web/test/fetch-mock';
import { SchoolEventsCard } from './school-events-card';
import { retype } from '@/web/test/retype';
import { openDialog } from '@/web/test/open-dialog';

const fetchMock = mockFetch({ signedIn: true });
let events: SchoolEvent[];
const sent = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body ?? 'null')) }));

beforeEach(() => {
  events = [];
  serveApi(fetchMock, async (method, url, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    const toEvent = (id: string): SchoolEvent => ({
      id,
      title: body.title.trim(),
      date: body.date,
      startTime: body.startTime || null,
      endTime: body.endTime || null,
      place: body.place || null,
    });
    if (url === '/api/admin/school-events' && method === 'GET')
      return jsonResponse(200, { events });
    if (url === '/api/admin/school-events' && method === 'POST') {
      const event = toEvent(`e${events.length + 1}`);
      events = [...events, event];
      return jsonResponse(201, event);
    }
    const one = /^\/api\/admin\/school-events\/(\w+)$/.exec(url);
    if (one && method === 'PUT') {
      events = events.map((event) => (event.id === one[1] ? toEvent(one[1]) : event));
      return jsonResponse(200, toEvent(one[1]!));
    }
    if (one && method === 'DELETE') {
      events = events.filter((event) => event.id !== one[1]);
      return jsonResponse(200, { events });
    }
    return profileOrNotFound(url, 'admin');
  });
});

const renderCard = () => renderScreen(<SchoolEventsCard />);

describe('SchoolEventsCard', () => {
  it('adds an event with its times and place, changes it, and removes it', async () => {
    renderCard();
    expect(await screen.findByText('No school events yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    let dialog = await openDialog(user, 'Add an event', 'Add a school event');
    await user.type(within(dialog).getByLabelText('Title'), 'Science fair');
    await user.type(within(dialog).getByLabelText('Day'), '2031-03-14');
    await user.type(within(dialog).getByLabelText('Starts (optional)'), '18:30');
    await user.type(within(dialog).getByLabelText('Place (optional)'), 'Hall');
    await user.click(within(dialog).getByRole('button', { name: 'Add event' }));
    const list = await screen.findByRole('list', { name: 'School events' });
    expect(within(list).getByText('Science fair')).toBeInTheDocument();
    expect(within(list).getByText(/14 .* 2031, 18:30, Hall/)).toBeInTheDocument();
    expect(sent('POST')[0]!.body).toMatchObject({ title: 'Science fair', startTime: '18:30' });

    dialog = await openDialog(user, 'Edit Science fair', 'Change the event');
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Science fair');
    await retype(user, title, 'Spring fair');
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));
    expect(await within(list).findByText('Spring fair')).toBeInTheDocument();
    expect(sent('PUT')[0]!.url).toBe('/api/admin/school-events/e1');

    const ask = await openDialog(user, 'Delete Spring fair', 'Remove this event?');
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No school events yet.')).toBeInTheDocument();
  });

  it('refuses an end without a start before sending', async () => {
    renderCard();
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Add an event', 'Add a school event');
    await user.type(within(dialog).getByLabelText('Title'), 'Concert');
    await user.type(within(dialog).getByLabelText('Day'), '2031-05-01');
    await user.type(within(dialog).getByLabelText('Ends (optional)'), '20:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add event' }));
    expect(await within(dialog).findByText('Enter the start time too')).toBeInTheDocument();
    expect(sent('POST')).toEqual([]);
  });

  it('says so in plain words when the events cannot be loaded', async () => {
    fetchMock.mockImplementation(async () =>
      errorResponse(403, 'FORBIDDEN', 'Your role does not have access to this.'),
    );
    renderCard();
    await waitFor(() =>
      expect(screen.getByText(/The school events could not be loaded/)).toBeInTheDocument(),
    );
  });
});
