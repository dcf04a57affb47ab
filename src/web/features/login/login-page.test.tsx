import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY, TENANT_STORAGE_KEY } from '@/web/lib/storage-keys';
import {
  errorResponse,
  greenwood,
  jsonResponse,
  makeProfile,
  makeSession,
} from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { mockFetch } from '@/web/test/fetch-mock';
import { LoginPage } from './login-page';

const fetchMock = mockFetch();
const route = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function renderLogin({ withSchool = true } = {}) {
  if (withSchool) window.localStorage.setItem(TENANT_STORAGE_KEY, JSON.stringify(greenwood));
  return renderApp([{ path: '/login', element: <LoginPage /> }], '/login');
}

async function fillIn(email = 'admin@greenwood.edu', password = 'demopassword') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

/** Signs in with the filled-in defaults and finds the alert that answers. */
async function alertAfterSignIn() {
  renderLogin();
  const user = await fillIn();
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return screen.findByRole('alert');
}

describe('LoginPage', () => {
  it('sends a visitor without a school to /', async () => {
    const { router } = renderLogin({ withSchool: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the school and the texts of the spec, and logs the school colours', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Greenwood High School' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back! Please sign in to continue')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Back to School Selection' })).toBeInTheDocument();
    expect(console.info).toHaveBeenCalledWith('School colours', {
      primary_color: '#ec4899',
      secondary_color: '#3b82f6',
    });
  });

  it('keeps Sign In disabled until email and password are filled', async () => {
    renderLogin();
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'admin@greenwood.edu');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(submit).toBeEnabled();
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    ['admin', '/admin/dashboard'],
    ['teacher', '/teacher/dashboard'],
    ['parent', '/parent/dashboard'],
    ['student', '/'],
  ] as const)('signs a %s in and goes to %s', async (role, path) => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation((url: string) => {
      if (url === '/api/auth/sign-in') return new Promise<Response>((r) => (answer = r));
      return Promise.resolve(jsonResponse(200, makeProfile(role)));
    });
    const { router } = renderLogin();
    const user = await fillIn();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(JSON.parse(route('/api/auth/sign-in')[0]![1].body)).toEqual({
      tenant_id: greenwood.id,
      email: 'admin@greenwood.edu',
      password: 'demopassword',
    });
    answer(jsonResponse(200, makeSession()));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it("shows the service's message when sign-in fails", async () => {
    fetchMock.mockResolvedValue(
      errorResponse(400, 'INVALID_CREDENTIALS', 'Invalid email or password'),
    );
    renderLogin();
    const user = await fillIn('admin@greenwood.edu', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows the rate limit message of the service', async () => {
    fetchMock.mockResolvedValue(
      errorResponse(429, 'RATE_LIMITED', 'Too many sign-in attempts. Try again in a minute.'),
    );
    expect(await alertAfterSignIn()).toHaveTextContent(
      'Too many sign-in attempts. Try again in a minute.',
    );
  });

  it('says something went wrong when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await alertAfterSignIn()).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('shows a profile load error with a Retry that reloads the profile', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession()));
    fetchMock.mockResolvedValueOnce(errorResponse(500, 'INTERNAL', 'Internal server error'));
    const { router } = renderLogin();
    expect(
      await screen.findByText('Profile load error: Internal server error'),
    ).toBeInTheDocument();
    fetchMock.mockImplementation(async () => jsonResponse(200, makeProfile('parent')));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/dashboard'));
  });

  it('goes back to the school selection', async () => {
    const { router } = renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to School Selection' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs the raw profile fetch from the Debug area', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession()));
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith('/api/profiles')
          ? jsonResponse(200, [makeProfile('admin')])
          : errorResponse(404, 'NOT_FOUND', 'Profile not found'),
      ),
    );
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByText('Debug'));
    await user.click(screen.getByRole('button', { name: 'Raw profile fetch' }));
    await waitFor(() =>
      expect(console.info).toHaveBeenCalledWith('Raw profile fetch', {
        status: 200,
        body: [expect.objectContaining({ role: 'admin' })],
      }),
    );
    const [path, init] = route(`/api/profiles?user_id=${makeSession().user.id}`)[0]!;
    expect(path).toContain('/api/profiles?user_id=');
    expect(init.headers.authorization).toBe('Bearer access-1');
  });
});
