import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useBranding } from '@/web/lib/branding/branding-context';
import { documentTitle, routeTitle } from '@/web/lib/route-title';

/** Keeps the browser tab's title on the current screen and school (WCAG 2.4.2). */
export function DocumentTitle() {
  const title = routeTitle(useMatches());
  const { tenant } = useBranding();
  const text = documentTitle(title, tenant?.school_name);
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
