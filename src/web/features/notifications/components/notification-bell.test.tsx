import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserLiveEventsProvider } from '@/web/lib/live/user-live-events';
import { SESSION_STORAGE_KEY } from '@/web/lib/storage-keys';
import { fakeStream } from '@/web/test/fake-stream';
import { jsonResponse, makeProfile, makeSession } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { NotificationBell } from './notification-bell';

let stream = fakeStream();
let unread = 1;
const entry = {
  id: '6f1c2a8e-0000-4000-8000-000000000001',
  kind: 'attendance',
  title: 'Sam was marked absent on 2026-11-20',
  body: 'Sam was marked absent in Grade 3A.',
  link: '/parent/dashboard',
  createdAt: '2026-11-20T09:00:00.000Z',
  readAt: null,
};

describe('NotificationBell', () => {
  beforeEach(() => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession()));
    stream = fakeStream();
    unread = 1;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/api/events')) return new Response(stream.body);
        if (url.includes('/unread-count')) return jsonResponse(200, { unread });
        if (url.includes('/api/notifications?'))
          return jsonResponse(200, {
            rows: unread ? [entry] : [],
            total: unread,
            page: 1,
            pageSize: 10,
          });
        return jsonResponse(200, makeProfile('parent'));
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  const show = () =>
    renderApp(
      [
        {
          path: '/teacher/dashboard',
          element: (
            <UserLiveEventsProvider>
              <NotificationBell />
            </UserLiveEventsProvider>
          ),
        },
      ],
      '/teacher/dashboard',
    );

  it('shows the unread count, updates it on a live event, and lists entries linking to their screen', async () => {
    show();
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    unread = 2;
    await act(async () => stream.send('data: {"kind":"notification","studentId":null}\n\n'));
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    const link = await screen.findByRole('menuitem', { name: /Sam was marked absent/ });
    expect(link).toHaveAttribute('href', '/parent/dashboard');
    expect(screen.getByText('Mark all read')).toBeInTheDocument();
  });

  it('says so when there is nothing', async () => {
    unread = 0;
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Nothing new for you yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Mark all read')).not.toBeInTheDocument());
  });
});
