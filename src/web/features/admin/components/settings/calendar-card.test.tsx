import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SchoolCalendarEntry } from '@/shared/schemas/school-calendar';
import { jsonResponse } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { fieldError, mockFetch, profileOrNotFound, serveApi } from '@/web/test/fetch-mock';
import { CalendarCard } from './calendar-card';
import { retype } from '@/web/test/retype';

const fetchMock = mockFetch({ signedIn: true });
let entries: SchoolCalendarEntry[];

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(() => {
  entries = [];
  serveApi(fetchMock, async (method, url, init) => {
    if (url === '/api/admin/school-calendar' && method === 'GET')
      return jsonResponse(200, { entries });
    if (url === '/api/admin/school-calendar' && method === 'POST') {
      const body = JSON.parse(String(init?.body));
      if (body.name === 'Taken') {
        return fieldError(400, 'VALIDATION_FAILED', 'name', 'Refused by the server');
      }
      const entry = {
        id: `e${entries.length + 1}`,
        kind: body.kind,
        name: body.name,
        startsOn: body.startsOn,
        endsOn: body.endsOn || body.startsOn,
      };
      entries = [...entries, entry];
      return jsonResponse(201, entry);
    }
    const removed = /^\/api\/admin\/school-calendar\/(\w+)$/.exec(url);
    if (removed && method === 'DELETE') {
      entries = entries.filter((entry) => entry.id !== removed[1]);
      return jsonResponse(200, { entries });
    }
    return profileOrNotFound(url, 'admin');
  });
});

const renderCard = () => renderScreen(<CalendarCard />);

describe('CalendarCard', () => {
  it('says every weekday is a school day while the calendar is empty', async () => {
    renderCard();
    expect(
      await screen.findByText('No terms or holidays yet: every weekday is a school day.'),
    ).toBeInTheDocument();
  });

  it('adds a one-day holiday and a term, lists them with their dates, and removes one', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByText(/No terms or holidays yet/);
    await user.type(screen.getByLabelText('Name'), 'Christmas');
    await user.type(screen.getByLabelText('First day'), '2026-12-25');
    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    const list = await screen.findByRole('list', { name: 'School calendar' });
    expect(within(list).getByText('Christmas')).toBeInTheDocument();
    expect(within(list).getByText('Friday 25 December 2026')).toBeInTheDocument();
    expect(JSON.parse(String(posts()[0]![1].body))).toEqual({
      kind: 'holiday',
      name: 'Christmas',
      startsOn: '2026-12-25',
      endsOn: '',
    });

    await user.selectOptions(screen.getByLabelText('Type'), 'Term');
    await user.type(screen.getByLabelText('Name'), 'Autumn term');
    await user.type(screen.getByLabelText('First day'), '2026-09-01');
    await user.type(screen.getByLabelText('Last day (optional)'), '2026-12-18');
    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    expect(
      await within(list).findByText('1 September 2026 to 18 December 2026'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Christmas' }));
    await waitFor(() => expect(within(list).queryByText('Christmas')).toBeNull());
    expect(within(list).getByText('Autumn term')).toBeInTheDocument();
  });

  it('says beside the field what is wrong, and sends nothing until it is right', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByText(/No terms or holidays yet/);
    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Enter the first day as YYYY-MM-DD')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Half term');
    await user.type(screen.getByLabelText('First day'), '2026-10-30');
    await user.type(screen.getByLabelText('Last day (optional)'), '2026-10-26');
    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    expect(
      await screen.findByText('The last day must be on or after the first day'),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    // The server's refusal shows beside its field too.
    await retype(user, screen.getByLabelText('Name'), 'Taken');
    await user.clear(screen.getByLabelText('Last day (optional)'));
    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    expect(await screen.findByText('Refused by the server')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });
});
