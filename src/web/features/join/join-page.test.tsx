import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, greenwood, jsonResponse, makeSession } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { mockFetch } from '@/web/test/fetch-mock';
import { JoinPage } from './join-page';
import { retype } from '@/web/test/retype';

const fetchMock = mockFetch();
const preview = { tenant: greenwood, full_name: 'Tia Gray', email: 'tia@x.test', role: 'teacher' };

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', `/join#token=abc&tenant_id=${greenwood.id}`);
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('JoinPage', () => {
  it('shows the school, name and email, asks for the password twice, and signs in', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/auth/invitation') return jsonResponse(200, preview);
      if (url === '/api/auth/accept-invitation') return jsonResponse(200, makeSession());
      return jsonResponse(200, {});
    });
    renderApp([{ path: '/join', element: <JoinPage /> }], '/join');
    expect(await screen.findByRole('heading', { name: greenwood.school_name })).toBeInTheDocument();
    expect(screen.getByText(/Tia Gray \(tia@x\.test\), joining as teacher/)).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    await user.type(screen.getByLabelText('Confirm password'), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await retype(user, screen.getByLabelText('Confirm password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/auth/accept-invitation', expect.anything()),
    );
    const body = JSON.parse(
      fetchMock.mock.calls.find(([url]) => url === '/api/auth/accept-invitation')![1].body,
    );
    expect(body).toEqual({ tenant_id: greenwood.id, token: 'abc', password: 'a-good-password' });
    expect(await screen.findByText('Screen at /teacher/dashboard')).toBeInTheDocument();
  });

  it('says plainly when the link is used or expired', async () => {
    fetchMock.mockImplementation(async () =>
      errorResponse(410, 'INVALID_LINK', 'Email link is invalid or has expired'),
    );
    renderApp([{ path: '/join', element: <JoinPage /> }], '/join');
    expect(await screen.findByText('Email link is invalid or has expired')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
