import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TENANT_STORAGE_KEY } from '@/web/lib/storage-keys';
import { greenwood, riverside } from '@/web/test/fixtures';
import { useBranding } from './branding-context';
import { BrandingProvider } from './branding-provider';

const wrapper = ({ children }: { children: ReactNode }) => (
  <BrandingProvider>{children}</BrandingProvider>
);
const root = document.documentElement;
const token = (name: string) => root.style.getPropertyValue(name);

afterEach(() => {
  root.removeAttribute('style');
  root.className = '';
});

describe('BrandingProvider', () => {
  it('starts with the default pink and blue and light mode', () => {
    renderHook(() => useBranding(), { wrapper });
    expect(token('--brand-primary')).toBe('236 72 153');
    expect(token('--brand-secondary')).toBe('59 130 246');
    expect(root).not.toHaveClass('dark');
  });

  it("applies a school's colours and dark theme, and remembers the school", () => {
    const { result } = renderHook(() => useBranding(), { wrapper });
    act(() => result.current.applyTenant(riverside));
    expect(token('--brand-primary')).toBe('13 148 136');
    expect(token('--brand-secondary')).toBe('245 158 11');
    expect(root).toHaveClass('dark');
    expect(result.current.tenant?.school_code).toBe('RIVERSIDE');
    expect(JSON.parse(window.localStorage.getItem(TENANT_STORAGE_KEY)!)).toMatchObject({
      school_code: 'RIVERSIDE',
    });
  });

  it('switches dark mode off for a light school', () => {
    const { result } = renderHook(() => useBranding(), { wrapper });
    act(() => result.current.applyTenant(riverside));
    act(() => result.current.applyTenant(greenwood));
    expect(root).not.toHaveClass('dark');
  });

  it('keeps the school after a reload', () => {
    window.localStorage.setItem(TENANT_STORAGE_KEY, JSON.stringify(riverside));
    const { result } = renderHook(() => useBranding(), { wrapper });
    expect(result.current.tenant?.school_name).toBe('Riverside Academy');
    expect(token('--brand-primary')).toBe('13 148 136');
    expect(root).toHaveClass('dark');
  });

  it('clears back to the defaults and forgets the school', () => {
    const { result } = renderHook(() => useBranding(), { wrapper });
    act(() => result.current.applyTenant(riverside));
    act(() => result.current.clearTenant());
    expect(result.current.tenant).toBeNull();
    expect(token('--brand-primary')).toBe('236 72 153');
    expect(token('--brand-secondary')).toBe('59 130 246');
    expect(root).not.toHaveClass('dark');
    expect(window.localStorage.getItem(TENANT_STORAGE_KEY)).toBeNull();
  });

  it('falls back to the default for an invalid colour and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useBranding(), { wrapper });
    act(() => result.current.applyTenant({ ...greenwood, primary_color: 'hotpink' }));
    expect(token('--brand-primary')).toBe('236 72 153');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"hotpink"'));
    warn.mockRestore();
  });

  it('toggles dark mode and the theme_mode in local state only', () => {
    const { result } = renderHook(() => useBranding(), { wrapper });
    act(() => result.current.applyTenant(greenwood));
    act(() => result.current.toggleTheme());
    expect(root).toHaveClass('dark');
    expect(result.current.tenant?.theme_mode).toBe('dark');
    expect(JSON.parse(window.localStorage.getItem(TENANT_STORAGE_KEY)!).theme_mode).toBe('light');
    act(() => result.current.toggleTheme());
    expect(root).not.toHaveClass('dark');
    expect(result.current.tenant?.theme_mode).toBe('light');
  });
});
