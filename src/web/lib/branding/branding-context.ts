import { createContext, useContext } from 'react';
import type { Tenant, ThemeMode } from '@/shared/schemas/tenants';

export interface BrandingState {
  tenant: Tenant | null;
  dark: boolean;
  applyTenant: (tenant: Tenant) => void;
  clearTenant: () => void;
  /** Flips dark mode and the school's theme_mode, in local state only. */
  toggleTheme: () => void;
  setThemeMode: (mode: ThemeMode) => void;
  /** Back to the theme the school itself chose. */
  resetThemeMode: () => void;
}

export const BrandingContext = createContext<BrandingState | null>(null);

export function useBranding(): BrandingState {
  const value = useContext(BrandingContext);
  if (!value) throw new Error('useBranding must be used within a BrandingProvider');
  return value;
}
