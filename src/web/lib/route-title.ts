import type { UIMatch } from 'react-router';

function isTitled(handle: unknown): handle is { title: string } {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The title of the deepest matched route that names one (routes.tsx `handle: { title }`). */
export function routeTitle(matches: readonly UIMatch[]): string | undefined {
  return matches.map((match) => match.handle).findLast(isTitled)?.title;
}

/** The browser tab's text: the screen, then the school (or the product before one is chosen). */
export function documentTitle(screen: string | undefined, schoolName: string | undefined): string {
  const site = schoolName?.trim() || 'School Portal';
  return screen ? `${screen} · ${site}` : site;
}
