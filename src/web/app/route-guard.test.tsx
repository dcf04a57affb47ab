import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthState } from '@/web/lib/auth/auth-context';
import { noticeOf } from '@/web/lib/auth/signed-in-notice';
import { makeProfile, makeSession } from '@/web/test/fixtures';
import { RouteGuard } from './route-guard';

function renderGuard(auth: Partial<AuthState>, path = '/admin') {
  const value: AuthState = {
    session: null,
    user: null,
    profile: null,
    loading: false,
    profileError: null,
    passwordRecovery: false,
    linkError: null,
    linkNotice: null,
    signIn: async () => makeSession(),
    adoptSession: () => {},
    signOut: async () => {},
    updatePassword: async () => {},
    reloadProfile: () => {},
    dismissLinkMessage: () => {},
    ...auth,
  };
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>School code screen</p> },
      { path: '/login', element: <p>Sign-in screen</p> },
      {
        path: '/admin',
        element: <RouteGuard allowedRoles={['admin']} />,
        children: [{ index: true, element: <p>Admin page</p> }],
      },
      {
        path: '/chat',
        element: <RouteGuard />,
        children: [{ index: true, element: <p>Chat page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthContext.Provider value={value}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

describe('RouteGuard', () => {
  it('shows a centred spinner while the session loads', () => {
    renderGuard({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Admin page')).not.toBeInTheDocument();
  });

  it('sends a visitor without a user to /login', () => {
    const router = renderGuard({});
    expect(screen.getByText('Sign-in screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a user without a profile to /login', () => {
    const session = makeSession();
    renderGuard({ session, user: session.user, profile: null });
    expect(screen.getByText('Sign-in screen')).toBeInTheDocument();
  });

  it('sends a user of another role to / with a message for their own dashboard', () => {
    const session = makeSession();
    const router = renderGuard({ session, user: session.user, profile: makeProfile('teacher') });
    expect(screen.getByText('School code screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(noticeOf(router.state.location.state)).toBe(
      'That page is for administrators. You are signed in as a teacher, so here is your own dashboard.',
    );
  });

  it('shows the page to an allowed role', () => {
    const session = makeSession();
    renderGuard({ session, user: session.user, profile: makeProfile('admin') });
    expect(screen.getByText('Admin page')).toBeInTheDocument();
  });

  it('shows a page without role limits to any signed-in user with a profile', () => {
    const session = makeSession();
    renderGuard({ session, user: session.user, profile: makeProfile('student') }, '/chat');
    expect(screen.getByText('Chat page')).toBeInTheDocument();
  });
});
