import { brandTokens } from '@/shared/rules/brand-tokens';
import type { Tenant } from '@/shared/schemas/tenants';

/** Sets the school's colours as CSS design tokens and switches dark mode on the page. */
export function applyBranding(
  tenant: Pick<Tenant, 'primary_color' | 'secondary_color'> | null,
  dark: boolean,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(brandTokens(tenant, dark))) {
    root.style.setProperty(name, value);
  }
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}
