import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, TENANT_STORAGE_KEY } from '@/web/lib/storage-keys';
import {
  errorResponse,
  greenwood,
  jsonResponse,
  makeProfile,
  makeSession,
  riverside,
} from '@/web/test/fixtures';
import { noticeOf } from '@/web/lib/auth/signed-in-notice';
import { renderApp, renderScreen } from '@/web/test/render-app';
import { mockFetch } from '@/web/test/fetch-mock';
import { SchoolCodePage } from './school-code-page';

const fetchMock = mockFetch();

const renderPage = () => renderScreen(<SchoolCodePage />);

const codeField = () => screen.getByLabelText('School code');
const continueButton = () => screen.getByRole('button', { name: /Continue|Verifying/ });

describe('SchoolCodePage', () => {
  it('shows the texts of the spec', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'School Portal' })).toBeInTheDocument();
    expect(screen.getByText('Enter your school code to continue')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'School Access' })).toBeInTheDocument();
    expect(screen.getByText('Need help? Contact your school administrator')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('disables Continue while the code is empty or blank', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(continueButton()).toBeDisabled();
    await user.type(codeField(), '   ');
    expect(continueButton()).toBeDisabled();
    await user.type(codeField(), 'g');
    expect(continueButton()).toBeEnabled();
  });

  it('looks the trimmed, upper-cased code up, remembers the school and goes to /login', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.type(codeField(), '  greenwood {Enter}');

    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/tenants/GREENWOOD', expect.anything()),
    );

    answer(jsonResponse(200, greenwood));
    expect(await screen.findByText('Screen at /login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(JSON.parse(window.localStorage.getItem(TENANT_STORAGE_KEY)!)).toMatchObject({
      school_code: 'GREENWOOD',
    });
  });

  it.each([
    [
      'not found',
      () => errorResponse(404, 'NOT_FOUND', 'x'),
      'School code not found. Please check and try again.',
    ],
    [
      'a server error',
      () => errorResponse(500, 'INTERNAL', 'x'),
      'Error connecting to database. Please try again.',
    ],
    [
      'an unreachable server',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Error connecting to database. Please try again.',
    ],
    [
      'an unexpected answer',
      () => jsonResponse(200, { nothing: 'useful' }),
      'Something went wrong. Please try again.',
    ],
    [
      'a refused request',
      () => errorResponse(400, 'VALIDATION_FAILED', 'x'),
      'Something went wrong. Please try again.',
    ],
  ])('says so on %s', async (_case, respond, message) => {
    fetchMock.mockImplementation(async () => respond());
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.type(codeField(), 'nowhere');
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/');
    expect(continueButton()).toBeEnabled();
    expect(window.localStorage.getItem(TENANT_STORAGE_KEY)).toBeNull();
  });
});

describe('SchoolCodePage with a signed-in user', () => {
  function signedInAs(role: 'admin' | 'student', state?: unknown) {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession()));
    window.localStorage.setItem(TENANT_STORAGE_KEY, JSON.stringify(riverside));
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/profile') return jsonResponse(200, makeProfile(role));
      if (url === '/api/auth/sign-out') return new Response(null, { status: 204 });
      return jsonResponse(200, riverside);
    });
    return renderApp(
      [{ path: '/', element: <SchoolCodePage /> }],
      state === undefined ? '/' : { pathname: '/', state },
    );
  }

  it('sends them to their own dashboard with a short message instead of the school code', async () => {
    const { router } = signedInAs('admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(noticeOf(router.state.location.state)).toMatch(
      /^You are signed in as .+, so Home is your dashboard\. To choose another school, sign out first\.$/,
    );
    expect(screen.queryByLabelText('School code')).not.toBeInTheDocument();
  });

  it('passes on the message it was sent with (another role’s page)', async () => {
    const { router } = signedInAs('admin', { notice: 'That page is for parents.' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(noticeOf(router.state.location.state)).toBe('That page is for parents.');
  });

  it('tells a student what their account can do, and signs them out', async () => {
    const { router } = signedInAs('student');
    expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeInTheDocument();
    expect(screen.getByText(/a student account has none/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Chat with AI' })).toHaveAttribute(
      'href',
      '/chat',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('School code')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('SchoolCodePage after an email link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  function arriveFromRecoveryLink(role: 'teacher' | 'student') {
    const session = makeSession();
    window.history.replaceState(null, '', `/#type=recovery&token=tok&tenant_id=${riverside.id}`);
    const recovered = {
      ...session,
      user: { ...session.user, tenant_id: riverside.id },
      school_code: 'RIVERSIDE',
    };
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/auth/verify') return jsonResponse(200, recovered);
      if (url === '/api/tenants/RIVERSIDE') return jsonResponse(200, riverside);
      return jsonResponse(200, { ...makeProfile(role), tenant_id: riverside.id });
    });
    return renderApp(
      [
        { path: '/', element: <SchoolCodePage /> },
        { path: '/chat', element: <p>Screen at /chat</p> },
      ],
      '/',
    );
  }

  it("applies the link's school and goes on to the dashboard to choose a new password", async () => {
    const { router } = arriveFromRecoveryLink('teacher');
    expect(await screen.findByText('Screen at /teacher/dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teacher/dashboard');
    expect(JSON.parse(window.localStorage.getItem(TENANT_STORAGE_KEY)!)).toMatchObject({
      school_code: 'RIVERSIDE',
    });
    expect(document.documentElement).toHaveClass('dark');
    expect(window.location.hash).toBe('');
  });

  it('sends a role without a dashboard to the chat, which every signed-in user has', async () => {
    arriveFromRecoveryLink('student');
    expect(await screen.findByText('Screen at /chat')).toBeInTheDocument();
  });

  it('says when the link is invalid or expired, until the visitor continues', async () => {
    window.history.replaceState(
      null,
      '',
      '/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email link is invalid or has expired',
    );
    expect(window.location.hash).toBe('');
    const user = userEvent.setup();
    await user.type(codeField(), 'greenwood{Enter}');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    answer(jsonResponse(200, greenwood));
    expect(await screen.findByText('Screen at /login')).toBeInTheDocument();
  });

  it('says the email address is confirmed after a sign-up link, until the visitor continues', async () => {
    window.history.replaceState(null, '', `/#type=signup&token=tok&tenant_id=${greenwood.id}`);
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/auth/confirm'
        ? jsonResponse(200, { confirmed: true })
        : jsonResponse(200, greenwood),
    );
    renderPage();
    expect(window.location.hash).toBe('');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your email address is confirmed. Choose your school and sign in.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(codeField(), 'greenwood{Enter}');
    expect(await screen.findByText('Screen at /login')).toBeInTheDocument();
    expect(screen.queryByText(/email address is confirmed/)).not.toBeInTheDocument();
  });

  it('says when a sign-up link is invalid', async () => {
    window.history.replaceState(null, '', `/#type=signup&token=tok&tenant_id=${greenwood.id}`);
    fetchMock.mockResolvedValue(
      errorResponse(410, 'INVALID_LINK', 'Email link is invalid or has expired'),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email link is invalid or has expired',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
