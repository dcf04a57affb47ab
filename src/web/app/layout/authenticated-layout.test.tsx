import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/shared/schemas/auth';
import { SESSION_STORAGE_KEY, TENANT_STORAGE_KEY } from '@/web/lib/storage-keys';
import { jsonResponse, makeProfile, makeSession, riverside } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { mockFetch } from '@/web/test/fetch-mock';
import { AuthenticatedLayout } from './authenticated-layout';
import { menuForRole } from '@/shared/rules/role-menus';

const fetchMock = mockFetch();

function signedInAs(profile: Profile, state?: unknown) {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession()));
  window.localStorage.setItem(TENANT_STORAGE_KEY, JSON.stringify(riverside));
  fetchMock.mockImplementation(async (url: string) =>
    url === '/api/auth/sign-out' ? new Response(null, { status: 204 }) : jsonResponse(200, profile),
  );
  return renderApp(
    [{ path: '/chat', element: <AuthenticatedLayout /> }],
    state === undefined ? '/chat' : { pathname: '/chat', state },
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn().mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} }),
  );
});

describe('AuthenticatedLayout', () => {
  it("shows the school's initials, the role portal, the title and the role's menu", async () => {
    signedInAs(makeProfile('teacher'));
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText('RI')).toBeInTheDocument();
    expect(await within(sidebar).findByText('teacher Portal')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    // The teacher's menu, item by item (its titles are pinned by role-menus.test.ts).
    expect(links.map((link) => link.textContent)).toEqual(
      menuForRole('teacher').map((item) => item.title),
    );
  });

  it('shows no menu items for an unknown role', async () => {
    signedInAs(makeProfile('student'));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  });

  it("falls back to 'U' and 'User' without a name, and signs out to /", async () => {
    const { router } = signedInAs({ ...makeProfile('parent'), full_name: '' });
    const avatar = await screen.findByRole('button', { name: 'U, user menu' });
    expect(avatar).toHaveTextContent('U');
    const user = userEvent.setup();
    await user.click(avatar);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('User')).toBeInTheDocument();
    expect(within(menu).getByText('parent@greenwood.edu')).toBeInTheDocument();
    expect(within(menu).getByText('parent')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('applies the own theme preference', async () => {
    signedInAs({ ...makeProfile('admin'), theme_preference: 'light' });
    await screen.findByRole('button', { name: 'Switch to dark mode' });
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('shows the message a signed-in person was sent with, until dismissed', async () => {
    signedInAs(makeProfile('parent'), { notice: 'That page is for administrators.' });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('That page is for administrators.');
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('That page is for administrators.')).not.toBeInTheDocument();
  });
});
