import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { documentTitle, routeTitle } from './route-title';

const match = (handle: unknown) => ({ handle }) as UIMatch;

describe('routeTitle and documentTitle', () => {
  it('takes the deepest titled route', () => {
    expect(
      routeTitle([match(undefined), match({ title: 'Parent' }), match({ title: 'Reports' })]),
    ).toBe('Reports');
    expect(routeTitle([match(undefined), match(null)])).toBeUndefined();
  });

  it('names the screen, then the school or the product', () => {
    expect(documentTitle('Attendance', 'Greenwood High School')).toBe(
      'Attendance · Greenwood High School',
    );
    expect(documentTitle('Home', undefined)).toBe('Home · School Portal');
    expect(documentTitle(undefined, 'Riverside Academy')).toBe('Riverside Academy');
  });
});
