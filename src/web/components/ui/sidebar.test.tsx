import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar, SidebarProvider, SidebarTrigger } from './sidebar';

function mockViewport(mobile: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn().mockReturnValue({
      matches: mobile,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  );
}

function renderSidebar() {
  return render(
    <SidebarProvider>
      <Sidebar label="Sidebar">
        <a href="/x">Menu entry</a>
      </Sidebar>
      <SidebarTrigger />
    </SidebarProvider>,
  );
}

const toggle = () => screen.getByRole('button', { name: 'Toggle Sidebar' });

beforeEach(() => mockViewport(false));

describe('Sidebar', () => {
  it('starts expanded and collapses with ctrl+B, keeping the state in a 7-day cookie', () => {
    const cookie = vi.spyOn(document, 'cookie', 'set');
    renderSidebar();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(cookie).toHaveBeenLastCalledWith(
      'sidebar_state=false; path=/; max-age=604800; samesite=lax',
    );
    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(window, { key: 'b' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    cookie.mockRestore();
  });

  it('starts collapsed when the cookie says so', () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderSidebar();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a sheet on small screens, opened by the toggle', async () => {
    mockViewport(true);
    renderSidebar();
    expect(screen.queryByText('Menu entry')).not.toBeInTheDocument();
    await userEvent.setup().click(toggle());
    expect(screen.getByRole('dialog', { name: 'Sidebar' })).toHaveTextContent('Menu entry');
  });
});
