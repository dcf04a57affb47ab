import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthenticatedLayout } from '@/web/app/layout/authenticated-layout';
import {
  RECOVERY_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  TENANT_STORAGE_KEY,
} from '@/web/lib/storage-keys';
import {
  errorResponse,
  greenwood,
  jsonResponse,
  makeProfile,
  makeSession,
  userId,
} from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { fieldError, mockFetch } from '@/web/test/fetch-mock';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = mockFetch();
const putCalls = () =>
  fetchMock.mock.calls.filter(
    ([url, init]) => url === '/api/auth/user' && (init as RequestInit).method === 'PUT',
  );

/** The layout after a reload of a recovery session (the flag is kept in localStorage). */
function renderLayout({
  recovery = true,
  answer,
}: {
  recovery?: boolean;
  answer?: () => Response | Promise<Response>;
}) {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession()));
  window.localStorage.setItem(TENANT_STORAGE_KEY, JSON.stringify(greenwood));
  if (recovery) window.localStorage.setItem(RECOVERY_STORAGE_KEY, userId);
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    if (url === '/api/auth/user' && init.method === 'PUT') {
      return answer ? answer() : jsonResponse(200, { id: userId });
    }
    if (url === '/api/auth/sign-out') return new Response(null, { status: 204 });
    return jsonResponse(200, makeProfile('teacher'));
  });
  return renderApp(
    [{ path: '/teacher/dashboard', element: <AuthenticatedLayout /> }],
    '/teacher/dashboard',
  );
}

beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  vi.stubGlobal(
    'matchMedia',
    vi.fn().mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} }),
  );
});

const findDialog = () => screen.findByRole('dialog', { name: 'Choose a new password' });

describe('NewPasswordDialog', () => {
  it('is not shown for an ordinary session', async () => {
    renderLayout({ recovery: false });
    await screen.findByRole('button', { name: /user menu/ });
    await screen.findByText('teacher Portal');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves the new password, then closes with a toast and ends the recovery', async () => {
    let answer: (response: Response) => void = () => {};
    renderLayout({ answer: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const dialog = await findDialog();
    const field = within(dialog).getByLabelText('New password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAccessibleDescription(
      'At least 8 characters. Your other sessions will be signed out.',
    );
    const user = userEvent.setup();
    await user.type(field, 'a-brand-new-password{Enter}');

    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const [, init] = putCalls()[0]!;
    expect(init.headers.authorization).toBe('Bearer access-1');
    expect(JSON.parse(init.body)).toEqual({ password: 'a-brand-new-password' });

    answer(jsonResponse(200, { id: userId }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Your password has been changed.');
    expect(window.localStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('cannot be closed with Escape and comes back after a reload', async () => {
    renderLayout({});
    await findDialog();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    expect(await findDialog()).toBeInTheDocument();
  });

  it('checks the length before saving', async () => {
    renderLayout({});
    const dialog = await findDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('New password'), 'short{Enter}');
    expect(
      await within(dialog).findByText('Password must be at least 8 characters'),
    ).toBeInTheDocument();
    expect(putCalls()).toHaveLength(0);
  });

  it("shows the server's validation message under the field", async () => {
    renderLayout({
      answer: () =>
        fieldError(
          400,
          'VALIDATION_FAILED',
          'password',
          'Choose a less common password',
          'password: Too common',
        ),
    });
    const dialog = await findDialog();
    const field = within(dialog).getByLabelText('New password');
    await userEvent.setup().type(field, 'password123{Enter}');
    expect(await within(dialog).findByText('Choose a less common password')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Choose a less common password');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays open when the server fails', async () => {
    renderLayout({ answer: () => errorResponse(500, 'INTERNAL', 'x') });
    const dialog = await findDialog();
    await userEvent
      .setup()
      .type(within(dialog).getByLabelText('New password'), 'long-enough{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Save password' })).toBeEnabled();
    expect(window.localStorage.getItem(RECOVERY_STORAGE_KEY)).toBe(userId);
  });

  it('closes with what the server said when the session is no recovery session (any more)', async () => {
    const message = 'To change your password, enter your current password in Settings.';
    renderLayout({ answer: () => errorResponse(403, 'FORBIDDEN', message) });
    const dialog = await findDialog();
    await userEvent
      .setup()
      .type(within(dialog).getByLabelText('New password'), 'long-enough{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(toast.success).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('lets the user sign out instead', async () => {
    const { router } = renderLayout({});
    const dialog = await findDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull();
  });
});
