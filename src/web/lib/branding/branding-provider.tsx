import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { Tenant, ThemeMode } from '@/shared/schemas/tenants';
import { applyBranding } from './apply-branding';
import { BrandingContext, type BrandingState } from './branding-context';
import { readStoredTenant, removeStoredTenant, writeStoredTenant } from './tenant-storage';
import { linkWebAppManifest } from './web-app-manifest';

export function BrandingProvider({ children }: { children: ReactNode }) {
  const [tenant, setTenant] = useState<Tenant | null>(() => readStoredTenant());
  const [dark, setDark] = useState(() => tenant?.theme_mode === 'dark');

  useLayoutEffect(() => {
    applyBranding(tenant, dark);
  }, [tenant, dark]);

  useEffect(() => {
    linkWebAppManifest(tenant);
  }, [tenant]);

  const applyTenant = useCallback((next: Tenant) => {
    writeStoredTenant(next);
    setTenant(next);
    setDark(next.theme_mode === 'dark');
  }, []);

  const clearTenant = useCallback(() => {
    removeStoredTenant();
    setTenant(null);
    setDark(false);
  }, []);

  const setThemeMode = useCallback((mode: ThemeMode) => {
    setDark(mode === 'dark');
    setTenant((current) => (current ? { ...current, theme_mode: mode } : current));
  }, []);

  const resetThemeMode = useCallback(() => {
    setThemeMode(readStoredTenant()?.theme_mode ?? 'light');
  }, [setThemeMode]);

  const toggleTheme = useCallback(() => {
    setThemeMode(dark ? 'light' : 'dark');
  }, [dark, setThemeMode]);

  const value = useMemo<BrandingState>(
    () => ({ tenant, dark, applyTenant, clearTenant, toggleTheme, setThemeMode, resetThemeMode }),
    [tenant, dark, applyTenant, clearTenant, toggleTheme, setThemeMode, resetThemeMode],
  );

  return <BrandingContext.Provider value={value}>{children}</BrandingContext.Provider>;
}
