import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/web/lib/storage-keys';
import { jsonResponse, makeProfile, makeSession } from '@/web/test/fixtures';
import { fakeStream } from '@/web/test/fake-stream';
import { renderApp } from '@/web/test/render-app';
import { parentKeys } from './api/parent-keys';
import { LiveStatus } from './components/live-status';
import { useLiveUpdates } from './use-live-updates';

/** The dashboard's use of the hook, with 'sam' on screen. */
function Probe() {
  return <LiveStatus status={useLiveUpdates('sam', openFake)} />;
}
let current = fakeStream();
const openFake = vi.fn(async () => current.body);

describe('useLiveUpdates', () => {
  beforeEach(() => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession()));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, makeProfile('parent'))),
    );
    current = fakeStream();
    openFake.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('refetches the dashboard on an event about the child on screen, and says Live', async () => {
    const view = renderApp(
      [{ path: '/parent/dashboard', element: <Probe /> }],
      '/parent/dashboard',
    );
    const spy = vi.spyOn(view.queryClient, 'invalidateQueries');
    expect(await screen.findByRole('status')).toHaveTextContent('Live');
    await act(async () => current.send('data: {"kind":"grades","studentId":"sam"}\n\n'));
    await waitFor(() => expect(spy).toHaveBeenCalledWith({ queryKey: ['parent', 'dashboard'] }));
    expect(spy).toHaveBeenCalledWith({ queryKey: parentKeys.children });
    await act(async () => current.send('data: {"kind":"fees","studentId":"tara"}\n\n'));
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith({ queryKey: parentKeys.dashboard('tara') }),
    );
    await act(async () => current.drop());
    expect(await screen.findByRole('status')).toHaveTextContent('Reconnecting…');
    view.unmount();
    expect(openFake).toHaveBeenCalledTimes(1);
  });
});
