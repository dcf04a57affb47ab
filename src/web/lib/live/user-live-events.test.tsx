import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/web/lib/storage-keys';
import { fakeStream } from '@/web/test/fake-stream';
import { jsonResponse, makeProfile, makeSession } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { UserLiveEventsProvider, useLiveInvalidation } from './user-live-events';

function Bell() {
  useLiveInvalidation(['notification'], ['notifications']);
  return <p>bell</p>;
}
function Inbox() {
  useLiveInvalidation(['message'], ['conversations', 'list']);
  return <p>inbox</p>;
}

let current = fakeStream();
const requested: string[] = [];

describe('UserLiveEventsProvider', () => {
  beforeEach(() => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession()));
    current = fakeStream();
    requested.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        requested.push(url);
        return url.endsWith('/api/events')
          ? new Response(current.body, { headers: { 'content-type': 'text/event-stream' } })
          : jsonResponse(200, makeProfile('teacher'));
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('opens one stream for every listener and refetches only the keys of the event’s kind', async () => {
    const view = renderApp(
      [
        {
          path: '/teacher/dashboard',
          element: (
            <UserLiveEventsProvider>
              <Bell />
              <Inbox />
            </UserLiveEventsProvider>
          ),
        },
      ],
      '/teacher/dashboard',
    );
    const spy = vi.spyOn(view.queryClient, 'invalidateQueries');
    await screen.findByText('inbox');
    await waitFor(() =>
      expect(requested.filter((url) => url.endsWith('/api/events'))).toHaveLength(1),
    );
    await act(async () => current.send('data: {"kind":"notification","studentId":null}\n\n'));
    await waitFor(() => expect(spy).toHaveBeenCalledWith({ queryKey: ['notifications'] }));
    expect(spy).not.toHaveBeenCalledWith({ queryKey: ['conversations', 'list'] });
    await act(async () => current.send('data: {"kind":"message","studentId":null}\n\n'));
    await waitFor(() => expect(spy).toHaveBeenCalledWith({ queryKey: ['conversations', 'list'] }));
    expect(spy).toHaveBeenCalledTimes(2);
    view.unmount();
    expect(requested.filter((url) => url.endsWith('/api/events'))).toHaveLength(1);
  });
});
