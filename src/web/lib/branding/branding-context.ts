import { createRequiredContext } from '@/web/lib/required-context';
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

export const [BrandingContext, useBranding] = createRequiredContext<BrandingState>(
  'useBranding',
  'a BrandingProvider',
);
