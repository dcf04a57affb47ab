import { useEffect, useLayoutEffect, useState } from 'react';
import type { Tenant } from '@/shared/schemas/tenants';
import { SchoolCodeScreen } from '@/web/features/school-code/components/school-code-screen';
import { applyBranding } from '@/web/lib/branding/apply-branding';
import { readStoredTenant } from '@/web/lib/branding/tenant-storage';
import { linkWebAppManifest } from '@/web/lib/branding/web-app-manifest';
import { documentTitle } from '@/web/lib/route-title';
import { SESSION_STORAGE_KEY } from '@/web/lib/storage-keys';

/**
 * Whether this visit opens on the school code screen with nothing else to do: the home address
 * with no email link in it, and nobody signed in. Then main.tsx shows FirstScreen alone, without
 * the router, the query client and the signed-in app, which load once a school is found.
 */
export function opensOnSchoolCode(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  storage: Pick<Storage, 'getItem'>,
): boolean {
  return (
    location.pathname === '/' &&
    !location.search &&
    location.hash.length < 2 &&
    !storage.getItem(SESSION_STORAGE_KEY)
  );
}

/** The school code screen of a first visit, with the branding of the school chosen last, if any. */
export function FirstScreen({ onFound }: { onFound: (tenant: Tenant) => Promise<void> }) {
  useLayoutEffect(() => {
    const tenant = readStoredTenant();
    applyBranding(tenant, tenant?.theme_mode === 'dark');
    linkWebAppManifest(tenant);
    document.title = documentTitle('Home', tenant?.school_name);
  }, []);
  // Hydrated over the screen index.html painted (first-screen-markup.tsx): the same markup first,
  // field and button disabled, then live.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <div data-first-paint>
      <SchoolCodeScreen inactive={!live} onFound={onFound} />
    </div>
  );
}
