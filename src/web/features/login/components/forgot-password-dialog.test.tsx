import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../login-page';
import { TENANT_STORAGE_KEY } from '@/web/lib/storage-keys';
import { errorResponse, greenwood, jsonResponse } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { fieldError, mockFetch } from '@/web/test/fetch-mock';
import { openDialog as clickToOpen } from '@/web/test/open-dialog';

const fetchMock = mockFetch();
const recoverCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/recover');

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  window.localStorage.setItem(TENANT_STORAGE_KEY, JSON.stringify(greenwood));
});
afterEach(() => vi.restoreAllMocks());

/** The sign-in screen, with the email typed in the sign-in form first. */
async function openDialog(signInEmail = '') {
  renderApp([{ path: '/login', element: <LoginPage /> }], '/login');
  const user = userEvent.setup();
  if (signInEmail) await user.type(screen.getByLabelText('Email'), signInEmail);
  const dialog = await clickToOpen(user, 'Forgot your password?', 'Reset your password');
  return { user, dialog, email: within(dialog).getByLabelText('Email') };
}

describe('ForgotPasswordDialog', () => {
  it('asks for a link for the chosen school and says what happens next', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user, dialog, email } = await openDialog();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveFocus();
    await user.type(email, ' Parent@Greenwood.edu {Enter}');

    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    const [, init] = recoverCalls()[0]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({
      tenant_id: greenwood.id,
      email: 'parent@greenwood.edu',
    });

    answer(jsonResponse(202, { sent: true }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'If an account exists for parent@greenwood.edu, we have sent a link to reset your password. The link works for one hour.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toHaveFocus();
  });

  it('starts with the email typed on the sign-in screen, and starts over when reopened', async () => {
    fetchMock.mockResolvedValue(jsonResponse(202, { sent: true }));
    const { user, dialog, email } = await openDialog('teacher@greenwood.edu');
    expect(email).toHaveValue('teacher@greenwood.edu');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('status')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const again = await clickToOpen(user, 'Forgot your password?', 'Reset your password');
    expect(within(again).getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('checks the email before sending', async () => {
    const { user, dialog, email } = await openDialog();
    await user.type(email, 'not-an-email{Enter}');
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(recoverCalls()).toHaveLength(0);
  });

  it("shows the server's field message under the field", async () => {
    fetchMock.mockResolvedValue(
      fieldError(
        400,
        'VALIDATION_FAILED',
        'email',
        'This email cannot be used',
        'email: Enter a valid email address',
      ),
    );
    const { user, dialog, email } = await openDialog();
    await user.type(email, 'a@b.co{Enter}');
    expect(await within(dialog).findByText('This email cannot be used')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('This email cannot be used');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'too many requests',
      () => errorResponse(429, 'RATE_LIMITED', 'Too many attempts. Try again in a minute.'),
      'Too many attempts. Try again in a minute.',
    ],
    [
      'a server error',
      () => errorResponse(500, 'INTERNAL', 'boom'),
      'Something went wrong. Please try again.',
    ],
    [
      'an unreachable server',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Something went wrong. Please try again.',
    ],
  ])('says so on %s and lets the visitor try again', async (_case, respond, message) => {
    fetchMock.mockImplementation(async () => respond());
    const { user, dialog, email } = await openDialog();
    await user.type(email, 'parent@greenwood.edu{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not submit the sign-in form behind it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(202, { sent: true }));
    const { user, email } = await openDialog();
    await user.type(email, 'parent@greenwood.edu{Enter}');
    await screen.findByRole('status');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/recover']);
  });
});
