import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '@/web/lib/api-client';
import { reportServerReached } from '@/web/lib/connection-status';
import { SERVED_FROM_CACHE_HEADER } from '@/web/lib/service-worker/user-cache-names';
import { jsonResponse } from '@/web/test/fixtures';
import { mockFetch } from '@/web/test/fetch-mock';
import { OfflineBanner } from './offline-banner';

const fetchMock = mockFetch();
const banner = () => screen.queryByRole('status');

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

describe('OfflineBanner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => reportServerReached(true));
  });

  it('shows nothing while online, and says so when the browser goes offline and back', () => {
    render(<OfflineBanner />);
    expect(banner()).toBeNull();
    goOffline(true);
    expect(banner()).toHaveTextContent(
      'You are offline. This is what was last loaded; changes cannot be saved until you are back online.',
    );
    expect(screen.getByRole('complementary', { name: 'Connection' })).toBeInTheDocument();
    goOffline(false);
    expect(banner()).toBeNull();
  });

  it('shows when a request cannot reach the server, until one does', async () => {
    render(<OfflineBanner />);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(() => expect(apiFetch('/api/profile')).rejects.toMatchObject({ status: 0 }));
    expect(banner()).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await act(() => apiFetch('/api/profile'));
    expect(banner()).toBeNull();
  });

  it("shows when the service worker answered from the user's cache", async () => {
    render(<OfflineBanner />);
    const cached = jsonResponse(200, { children: [] });
    cached.headers.set(SERVED_FROM_CACHE_HEADER, '1');
    fetchMock.mockResolvedValueOnce(cached);
    await act(async () => expect(await apiFetch('/api/parent/children')).toEqual({ children: [] }));
    expect(banner()).toBeInTheDocument();
  });

  it('goes when the browser is back online after a failed request', async () => {
    render(<OfflineBanner />);
    act(() => reportServerReached(false));
    expect(banner()).toBeInTheDocument();
    goOffline(false);
    expect(banner()).toBeNull();
  });
});
