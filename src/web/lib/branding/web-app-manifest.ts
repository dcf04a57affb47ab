import type { Tenant } from '@/shared/schemas/tenants';

/** The portal's manifest before a school is chosen; the school's once it is (server: web-app). */
export function manifestHref(tenant: Pick<Tenant, 'school_code'> | null): string {
  return tenant
    ? `/api/schools/${encodeURIComponent(tenant.school_code)}/manifest.webmanifest`
    : '/api/web-app/manifest.webmanifest';
}

/**
 * Points the page's web app manifest at the chosen school's, so that installing the app installs
 * the school's (its name, colours and icons). index.html links the portal's.
 */
export function linkWebAppManifest(
  tenant: Pick<Tenant, 'school_code'> | null,
  doc: Document = document,
): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifestHref(tenant);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
