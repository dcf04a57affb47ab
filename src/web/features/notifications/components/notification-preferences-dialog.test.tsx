import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_KINDS } from '@/shared/schemas/notifications';
import { SESSION_STORAGE_KEY } from '@/web/lib/storage-keys';
import { jsonResponse, makeProfile, makeSession } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { NotificationPreferencesDialog } from './notification-preferences-dialog';

const prefs = {
  kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, portal: true, email: false, push: true })),
  quietStart: null,
  quietEnd: null,
  digest: false,
  digestAt: '18:00',
  pushContent: true,
};

describe('NotificationPreferencesDialog', () => {
  const sent: { method: string; body: unknown }[] = [];
  beforeEach(() => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession()));
    sent.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.endsWith('/api/notifications/preferences')) {
          const body = init?.body ? JSON.parse(String(init.body)) : undefined;
          sent.push({ method: init?.method ?? 'GET', body });
          return jsonResponse(200, body ?? prefs);
        }
        return jsonResponse(200, makeProfile('parent'));
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('saves the channels per kind and quiet hours; says push is unavailable without a service worker', async () => {
    renderApp(
      [{ path: '/parent/dashboard', element: <NotificationPreferencesDialog open /> }],
      '/parent/dashboard',
    );
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Homework published: Email' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Hold email and push/ }));
    expect(screen.getByText('Push notifications are not available in this browser.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Turn on push' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    const put = sent.find((s) => s.method === 'PUT')!.body as typeof prefs;
    expect(put.kinds.find((k) => k.kind === 'homework')).toEqual({
      kind: 'homework',
      portal: true,
      email: true,
      push: true,
    });
    expect(put).toMatchObject({ quietStart: '21:00', quietEnd: '07:00' });
  });
});
